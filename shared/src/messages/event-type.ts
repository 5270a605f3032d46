/** Event types and their categories, as the back office edits them and the wizards pick them. */

export const EVENT_TYPE_NOT_FOUND_MESSAGE = 'Tipo de evento não encontrado.';

/** An event category id that matches none, in the back office's category editor. */
export const EVENT_CATEGORY_NOT_FOUND_MESSAGE = 'Categoria não encontrada.';

/** A category id that matches none where a gift or a new event names one. */
export const CATEGORY_NOT_FOUND_MESSAGE = 'Categoria de evento não encontrada.';

export const CATEGORY_TYPE_MISMATCH_MESSAGE = 'A categoria escolhida não pertence ao tipo de evento.';

/** '3 eventos e 5 presentes', '1 evento', '2 presentes': what still uses a category or a type. */
function usageText(events: number, gifts: number): string {
  const parts = [
    events > 0 ? `${events} ${events === 1 ? 'evento' : 'eventos'}` : null,
    gifts > 0 ? `${gifts} ${gifts === 1 ? 'presente' : 'presentes'}` : null,
  ].filter((part) => part !== null);
  return parts.join(' e ');
}

/**
 * A category still used by events or gifts, refused on removal: 'Esta categoria está em uso por 3
 * eventos e 5 presentes. Mova-os para outra categoria antes de excluir.'
 */
export function eventCategoryInUseMessage(events: number, gifts: number): string {
  return `Esta categoria está em uso por ${usageText(events, gifts)}. Mova-os para outra categoria antes de excluir.`;
}

/** An event type whose categories are still used by events or gifts, refused on removal. */
export function eventTypeInUseMessage(events: number, gifts: number): string {
  return `Este tipo de evento está em uso por ${usageText(events, gifts)} (nas suas categorias). Mova-os para outra categoria antes de excluir.`;
}

export const EVENT_TYPE_CREATED_MESSAGE = 'Tipo de evento cadastrado com sucesso.';
export const EVENT_TYPE_UPDATED_MESSAGE = 'Tipo de evento atualizado com sucesso.';
export const EVENT_TYPE_REMOVED_MESSAGE = 'Tipo de evento removido com sucesso.';
export const EVENT_CATEGORY_CREATED_MESSAGE = 'Categoria cadastrada com sucesso.';
export const EVENT_CATEGORY_UPDATED_MESSAGE = 'Categoria atualizada com sucesso.';
export const EVENT_CATEGORY_REMOVED_MESSAGE = 'Categoria removida com sucesso.';
