/** What the apps' component tests share: the API mocked at `fetch`, and failing on console errors. */
export { apiCall, deferred, json, mockApi, type TSentRequest } from './api-mock';
export { expectConsoleError, failOnConsoleError } from './fail-on-console-error';
