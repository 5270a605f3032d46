/**
 * Before leaving a page where a form has changes not saved (a link, the menu, back): 'Algumas
 * alterações não foram salvas…', and the page stays unless the administrator confirms. Closing
 * or reloading the tab gets the browser's own question. The way to the login page after the
 * session ended is never held: what was typed is kept there (form-draft).
 */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { hasUnsavedChanges } from '../common/use-form';
import { isLeavingForLogin } from './form-draft';

export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { confirm } = useAlerts();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !isLeavingForLogin() && hasUnsavedChanges(),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    void confirm({
      title: translate('celebra.alert.warning'),
      text: translate('ra.message.unsaved_changes'),
    }).then((leave) => {
      answered = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      if (!answered) answered = true;
    };
  }, [blocker, confirm, translate]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return null;
}
