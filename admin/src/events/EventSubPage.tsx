import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../common/NotFound';
import { parsePathId } from '../common/use-path-record';

/**
 * An event's sub-page (/events/:id/guests, …) behind its address's id: an id that is not a
 * number is the NotFound page, before the page asks the server anything or offers its buttons
 * (no '#NaN', no call to /events/NaN/…, no 'NOVO CONVIDADO' for an event that cannot exist).
 */
export function eventSubPage(Page: ComponentType): ComponentType {
  return function EventSubPage() {
    const id = parsePathId(useParams().id);
    return id === undefined ? <NotFound /> : <Page />;
  };
}
