export { MessagesPage as Component } from './MessagesPage';
