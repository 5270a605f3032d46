/** The host's e-mail choices as the settings page loads them, refreshed by its save. */
export const NOTIFICATIONS_QUERY_KEY = ['usersGetNotifications'];
