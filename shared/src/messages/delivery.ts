/** Gifts delivered to the couple: the delivery queue ('Entregas'), the couple's lines and address. */

export const DELIVERY_NOT_FOUND_MESSAGE = 'Entrega não encontrada.';
export const DELIVERY_ALREADY_BOUGHT_MESSAGE =
  'Este presente já foi comprado para entrega: não pode mais ser recebido em dinheiro.';
export const DELIVERY_ALREADY_CONVERTED_MESSAGE = 'Este presente já foi convertido em dinheiro.';
export const DELIVERY_CANCELLED_MESSAGE = 'Esta entrega foi cancelada: o presente foi reembolsado.';
export const DELIVERY_CONVERTED_MESSAGE = 'Presente convertido em dinheiro: o valor está no seu saldo.';
/** An administrator's move that the line's status no longer allows (another change came first). */
export const DELIVERY_STATUS_FLOW_MESSAGE =
  'Esta entrega mudou de status enquanto você editava: recarregue a lista e tente de novo.';
export const DELIVERY_STATUS_SAVED_MESSAGE = 'Status da entrega atualizado.';
export const DELIVERY_PREFERENCE_STARTED_MESSAGE =
  'A preferência de entrega não pode mais ser alterada: um presente já foi comprado para entrega.';
export const DELIVERY_PREFERENCE_SAVED_MESSAGE = 'Preferência de entrega salva.';
export const DELIVERY_ADDRESS_SAVED_MESSAGE = 'Endereço de entrega salvo.';

/** The status fields, named in the answers to bad input. */
export const DELIVERY_COST_REQUIRED_MESSAGE = 'Informe o custo da compra (campo custo), em reais.';
export const DELIVERY_SUPPLIER_REQUIRED_MESSAGE = 'Informe o fornecedor (campo fornecedor).';
export const DELIVERY_CARRIER_REQUIRED_MESSAGE = 'Informe a transportadora (campo transportadora).';
export const DELIVERY_TRACKING_REQUIRED_MESSAGE = 'Informe o código de rastreio (campo código de rastreio).';
export const DELIVERY_DATE_REQUIRED_MESSAGE =
  'Informe a data da entrega (campo data), no formato AAAA-MM-DD.';
export const DELIVERY_STATUS_INVALID_MESSAGE =
  'Status inválido: escolha Comprado, Enviado ou Entregue (campo status).';
export const DELIVERY_PREFERENCE_INVALID_MESSAGE =
  'Escolha a preferência de entrega (campo Preferência de entrega): na semana da festa, após a festa ou em dinheiro.';

/** The delivery address form's fields, named as the form labels them. */
export const DELIVERY_POSTAL_CODE_INVALID_MESSAGE = 'Informe o CEP no formato 00000-000 (campo CEP).';
export const DELIVERY_STREET_REQUIRED_MESSAGE = 'Informe a rua (campo Rua).';
export const DELIVERY_NUMBER_REQUIRED_MESSAGE = 'Informe o número, ou S/N se não houver (campo Número).';
export const DELIVERY_NEIGHBOURHOOD_REQUIRED_MESSAGE = 'Informe o bairro (campo Bairro).';
export const DELIVERY_CITY_REQUIRED_MESSAGE = 'Informe a cidade (campo Cidade).';
export const DELIVERY_STATE_INVALID_MESSAGE = 'Informe a UF com duas letras (campo Estado), por exemplo SP.';
export const DELIVERY_RECIPIENT_REQUIRED_MESSAGE =
  'Informe quem vai receber as entregas (campo Quem recebe).';
export const DELIVERY_ADDRESS_MISSING_MESSAGE =
  'O casal ainda não informou o endereço de entrega: o presente não pode ser enviado.';

/** The administrator's decision on a line refunded or charged back after it was bought. */
export const DELIVERY_DECISION_INVALID_MESSAGE =
  'Escolha a decisão (campo Decisão): cobrar do casal ou a plataforma assume a perda.';
export const DELIVERY_DECISION_REASON_REQUIRED_MESSAGE = 'Informe o motivo da decisão (campo Motivo).';
export const DELIVERY_DECISION_NOT_NEEDED_MESSAGE =
  'Não há decisão a tomar: este presente não foi reembolsado nem contestado depois de comprado, ou foi pago de novo.';
export const DELIVERY_ALREADY_DECIDED_MESSAGE = 'A decisão sobre esta entrega já foi tomada.';
export const DELIVERY_DECISION_SAVED_MESSAGE = 'Decisão registrada.';
