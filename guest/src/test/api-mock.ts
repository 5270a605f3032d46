// The one API mock of the apps' tests lives in the UI kit's test support.
export { apiCall, deferred, json, mockApi, type TSentRequest } from '@celebra/ui/test-support';
