/** The paid services (turbo packages) of the catalogue. */

export const SERVICE_NOT_FOUND_MESSAGE = 'Serviço não encontrado.';

export const SERVICE_IN_USE_MESSAGE =
  'Este serviço já foi contratado por um evento e não pode ser excluído. Desative-o para que não seja mais oferecido.';

export const SERVICE_CREATED_MESSAGE = 'Serviço cadastrado com sucesso.';
export const SERVICE_UPDATED_MESSAGE = 'Serviço atualizado com sucesso.';
export const SERVICE_REMOVED_MESSAGE = 'Serviço removido com sucesso.';

/** A service switched off, or one of the packages the host cannot buy on its own. */
export const SERVICE_NOT_FOR_SALE_MESSAGE = 'Este serviço não está disponível para compra.';

/** The host's checkout of this service is already open: its link is given again. */
export const SERVICE_PAYMENT_IN_PROGRESS_MESSAGE = 'Pagamento em andamento.';

/** A free service, contracted without a payment. */
export const SERVICE_CONTRACTED_MESSAGE = 'Serviço contratado.';
