/**
 * When a call finds the session over (announced by the auth provider): the forms on screen keep
 * what was typed, 'Sua sessão expirou…' is said, and the browser goes to the login page, which
 * returns to this page (path and query) after signing in.
 */
import { useEffect, useRef } from 'react';
import { useAuthProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { sessionEndOf } from '../providers/auth-provider';
import { keepFormDrafts, resetLeavingForLogin } from './form-draft';

export function SessionEndRedirect() {
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const latest = useRef({ logout, notify, translate });
  latest.current = { logout, notify, translate };
  // Several calls may fail at once; one redirect is enough.
  const ended = useRef(false);

  useEffect(() => {
    resetLeavingForLogin();
    const subscribe = sessionEndOf(authProvider);
    if (!subscribe) return;
    return subscribe(() => {
      if (ended.current) return;
      ended.current = true;
      keepFormDrafts();
      const text = latest.current.translate('celebra.session.expired');
      latest.current.notify(text, { type: 'warning', messageArgs: { _: text }, autoHideDuration: 10_000 });
      void latest.current.logout();
    });
  }, [authProvider]);
  return null;
}
