/**
 * The stylesheet of the first view the server writes into the event site's page
 * (guest-first-view.ts): the same boxes, fonts and colours as the guest site's MUI components
 * render them (the theme of guest/src/common/theme.ts, TopBar, Hero, Intro and the cart button of
 * guest/src/routes/event/event-page/components), rule for rule from the styles emotion generates,
 * so that when React replaces this markup with its own nothing moves or changes colour (layout
 * shift ≈ 0, and the largest paint stays the early one). A change of those components' look must
 * be made here too: browser journey 4 compares the two, pixel by pixel (e2e/support/first-view.ts).
 *
 * The event's colours come as custom properties on the shell's root (--cf-main, --cf-light,
 * --cf-dark, --cf-on-main), worked out as MUI's palette does (guest-first-view.ts).
 */

const BODY_FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const HEADING_FONT = 'Lora,Georgia,"Times New Roman",serif';
const BACKGROUND = '#faf8f6';
const TEXT = 'rgba(0,0,0,.87)';

// MUI's shadows 2 (the hero's avatar) and 6 (the floating cart button).
const SHADOW_2 = 'rgba(0,0,0,.2) 0 3px 1px -2px,rgba(0,0,0,.14) 0 2px 2px 0,rgba(0,0,0,.12) 0 1px 5px 0';
const SHADOW_6 = 'rgba(0,0,0,.2) 0 3px 5px -1px,rgba(0,0,0,.14) 0 6px 10px 0,rgba(0,0,0,.12) 0 1px 18px 0';

const AVATAR = `position:relative;display:flex;align-items:center;justify-content:center;flex-shrink:0;font-family:${BODY_FONT};line-height:1;border-radius:50%;overflow:hidden;user-select:none;color:${BACKGROUND}`;

export const FIRST_VIEW_STYLE = `
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
body{margin:0;color:${TEXT};font-family:${BODY_FONT};font-weight:400;font-size:1rem;line-height:1.5;background-color:${BACKGROUND}}
.cf-bar{display:flex;flex-direction:column;width:100%;flex-shrink:0;position:sticky;z-index:1100;top:0;left:auto;right:0;background-color:var(--cf-main);color:var(--cf-on-main)}
.cf-toolbar{position:relative;display:flex;align-items:center;padding:0 16px;min-height:56px;gap:12px}
@media (orientation:landscape){.cf-toolbar{min-height:48px}}
@media (min-width:600px){.cf-toolbar{padding:0 24px;min-height:64px}}
.cf-bar-avatar{${AVATAR};width:36px;height:36px;font-size:1.25rem;background-color:rgba(255,255,255,.25)}
.cf-avatar-img{width:100%;height:100%;text-align:center;object-fit:cover;color:transparent;text-indent:10000px}
.cf-bar-title{margin:0;font-size:1rem;line-height:1.5;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex-grow:1;font-weight:600}
.cf-menu{display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;margin:0 -12px 0 0;padding:8px;font-size:1.5rem;border-radius:50%}
.cf-icon{user-select:none;width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;font-size:1.5rem}
.cf-hero{text-align:center}
.cf-banner{height:180px;background-color:var(--cf-main);background-image:linear-gradient(135deg,var(--cf-light),var(--cf-dark));overflow:hidden}
@media (min-width:600px){.cf-banner{height:260px}}
@media (min-width:900px){.cf-banner{height:340px}}
.cf-banner-img{width:100%;height:100%;object-fit:cover;display:block}
.cf-avatar{${AVATAR};width:120px;height:120px;margin:-60px auto 0;border:4px solid ${BACKGROUND};background-color:var(--cf-main);font-size:44px;box-shadow:${SHADOW_2}}
.cf-title{margin:16px 0 0;padding:0 16px;font-family:${HEADING_FONT};font-weight:600;font-size:2rem;line-height:1.2;overflow-wrap:anywhere}
.cf-subtitle{margin:8px 0 0;padding:0 16px;font-size:1.1rem;line-height:1.5}
.cf-main{display:block;width:100%;margin:0 auto;padding:32px 16px 0}
@media (min-width:600px){.cf-main{padding-left:24px;padding-right:24px}}
@media (min-width:900px){.cf-main{max-width:900px}}
.cf-grid{display:grid;gap:32px;align-items:start;grid-template-columns:1fr}
@media (min-width:900px){.cf-grid.cf-with-gallery{grid-template-columns:1fr 1fr}}
.cf-intro-title{margin:0 0 16px;font-family:${HEADING_FONT};font-weight:600;font-size:1.6rem;line-height:1.25}
.cf-intro-text{margin:0;font-size:1rem;white-space:pre-line;overflow-wrap:anywhere;line-height:1.7;color:rgba(0,0,0,.6)}
.cf-cart{display:inline-flex;align-items:center;justify-content:center;border-radius:50%;width:56px;height:56px;box-shadow:${SHADOW_6};color:var(--cf-on-main);background-color:var(--cf-main);position:fixed;right:max(16px,env(safe-area-inset-right));bottom:max(16px,env(safe-area-inset-bottom));z-index:1101}
`.trim();
