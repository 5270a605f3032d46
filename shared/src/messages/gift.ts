/** Catalogue gifts and an event's gift list. */

/** A catalogue gift id that matches none. */
export const GIFT_NOT_FOUND_MESSAGE = 'Presente não encontrado.';

/** A gift the host names that is not on the event's list. */
export const EVENT_GIFT_NOT_FOUND_MESSAGE = 'Presente não encontrado na lista do evento.';

export const ALREADY_LINKED_MESSAGE = 'Este presente já está na lista deste evento.';

/** The registration wizard's catalogue for a category with no gift. */
export const NO_GIFTS_MESSAGE = 'Nenhum presente disponível para esta categoria.';

export const GIFT_CREATED_MESSAGE = 'Presente cadastrado com sucesso.';
export const GIFT_UPDATED_MESSAGE = 'Presente atualizado com sucesso.';

/** A gift out of the catalogue (back office) or off the event's list (host). */
export const GIFT_REMOVED_MESSAGE = 'Presente removido com sucesso.';
export const GIFT_ADDED_TO_EVENT_MESSAGE = 'Presente adicionado ao evento com sucesso.';

/**
 * A catalogue gift still on event lists or in purchases, refused on removal: 'Este presente está em
 * uso por 3 listas e 1 compra e não pode ser excluído. …'. Removing it would take it off couples'
 * lists and leave purchases without their gift; deactivating it only takes it out of the catalogue.
 */
export function giftInUseMessage(lists: number, purchases: number): string {
  const parts = [
    lists > 0 ? `${lists} ${lists === 1 ? 'lista' : 'listas'}` : null,
    purchases > 0 ? `${purchases} ${purchases === 1 ? 'compra' : 'compras'}` : null,
  ].filter((part) => part !== null);
  return `Este presente está em uso por ${parts.join(' e ')} e não pode ser excluído. Para tirá-lo do catálogo, mude o status para Inativo: as listas que já o têm continuam com ele.`;
}

/** A host's own gift suggestion (sugestão), added or removed by the back office. */
export const GIFT_SUGGESTION_CREATED_MESSAGE = 'Sugestão criada.';
export const GIFT_SUGGESTION_REMOVED_MESSAGE = 'Sugestão removida com sucesso.';
export const GIFT_SUGGESTION_NOT_FOUND_MESSAGE = 'Sugestão não encontrada.';

/** The host's gift list: what its routes answer. */
export const GIFTS_ADDED_MESSAGE = 'Presentes adicionados à lista.';
export const EVENT_GIFT_CREATED_MESSAGE = 'Presente criado e adicionado à lista.';
export const EVENT_GIFT_UPDATED_MESSAGE = 'Presente atualizado.';
export const GIFTS_REORDERED_MESSAGE = 'Ordem dos presentes salva.';
export const GIFT_HIDDEN_MESSAGE = 'Presente oculto para os convidados.';
export const GIFT_SHOWN_MESSAGE = 'Presente visível para os convidados.';
export const GIFT_NOTICE_SAVED_MESSAGE = 'Aviso da lista salvo.';

/** A catalogue gift the host tried to add that is not (or no longer) offered. */
export const CATALOG_GIFT_UNAVAILABLE_MESSAGE =
  'Um dos presentes escolhidos não está mais disponível no catálogo. Atualize a página e escolha novamente.';

/** A reorder whose ids are not exactly the list's. */
export const GIFT_ORDER_MISMATCH_MESSAGE =
  'A nova ordem precisa ter todos os presentes da lista, uma vez cada. Atualize a página e tente novamente.';

/** Hiding or removing that would leave the published list below its minimum. */
export function minimumListGiftsMessage(minimum: number): string {
  return `A lista precisa ter ao menos ${minimum} presentes visíveis para os convidados. Adicione ou mostre outro presente antes.`;
}

/** A quantity or number of cotas below what guests already hold. */
export function quantityBelowGivenMessage(given: number): string {
  return given === 1
    ? 'Já foi presenteada 1 unidade ou cota deste presente: a quantidade não pode ser menor que isso.'
    : `Já foram presenteadas ${given} unidades ou cotas deste presente: a quantidade não pode ser menor que isso.`;
}

/** The price of a cota after guests bought some. */
export const COTA_PRICE_LOCKED_MESSAGE =
  'Este presente já tem cotas presenteadas: o valor de cada cota não pode mudar. Você pode mudar o número de cotas mantendo o valor de cada uma.';

/** Changing how a gift is given (inteiro, cotas, valor livre) after guests gave it. */
export const GIFT_KIND_LOCKED_MESSAGE =
  'Este presente já foi presenteado: o tipo (inteiro, em cotas ou valor livre) não pode mais mudar.';
