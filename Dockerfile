# syntax=docker/dockerfile:1
# Celebra's production image: the server bundle, the three built apps and the migrations, on
# Node 20. No embedded PostgreSQL: the container expects DATABASE_URL (see docs/deploy.md).
#
#   docker build -t celebra .
#   docker build --build-arg VITE_MAP_TILE_URL='https://tile.example.com/{z}/{x}/{y}.png' -t celebra .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every workspace installed, the apps and the server built as `npm start` builds them
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY ui/package.json ui/
COPY server/package.json server/
COPY admin/package.json admin/
COPY host/package.json host/
COPY guest/package.json guest/
COPY mock-server/package.json mock-server/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# The maps' tile server is baked into the apps at build time (Vite reads VITE_* then).
ARG VITE_MAP_TILE_URL=
ARG VITE_MAP_ATTRIBUTION=
ENV VITE_MAP_TILE_URL=${VITE_MAP_TILE_URL} VITE_MAP_ATTRIBUTION=${VITE_MAP_ATTRIBUTION}
# The same two steps as `npm start` (the server's bundles dist/main.js and dist/migrate.js, the
# release step's migration command). build-stale
# lets a start go on when an app fails to build; an image must not, hence the checks.
RUN node --import tsx server/src/cli/build-stale.ts \
 && node --import tsx server/src/cli/build-server.ts \
 && test -f admin/dist/index.html && test -f host/dist/index.html \
 && test -f guest/dist/index.html && test -f guest/dist-server/entry-server.js

# ---- deps: the production dependencies of the server only (what the bundle leaves external)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/ui/package.json ui/
COPY --from=build /app/server/package.json server/
COPY --from=build /app/admin/package.json admin/
COPY --from=build /app/host/package.json host/
COPY --from=build /app/guest/package.json guest/
COPY --from=build /app/mock-server/package.json mock-server/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
# The development tools (embedded-postgres's 100 MB of PostgreSQL binaries, esbuild, pino-pretty,
# the demo's mock-server) are development dependencies: --omit=dev leaves them out, and the bundle
# imports them only lazily (a test checks what it loads at start). The empty server/node_modules
# keeps the COPY below valid when npm hoisted everything.
RUN npm ci --omit=dev --workspace server --no-audit --no-fund \
 && mkdir -p server/node_modules \
 && npm cache clean --force

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX: glibc would give each of sharp's threads a memory arena of its own, and the
# memory an image upload frees would stay with the process (about 120 MB more after a dozen photos).
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# package.json files: "type": "module" makes Node read server/dist/*.js as ES modules.
COPY --from=build /app/package.json ./
COPY --from=build /app/server/package.json server/
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/server/node_modules server/node_modules
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/admin/dist admin/dist
COPY --from=build /app/host/dist host/dist
COPY --from=build /app/guest/dist guest/dist
COPY --from=build /app/guest/dist-server guest/dist-server
# DATA_DIR holds only logs/error.log once DATABASE_URL, STORAGE_URL and SMTP_URL are set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks the liveness route.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
