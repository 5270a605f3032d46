/** The paid services (turbo packages) of the catalogue. */

export const SERVICE_NOT_FOUND_MESSAGE = 'Serviço não encontrado.';

export const SERVICE_IN_USE_MESSAGE =
  'Este serviço já foi contratado por um evento e não pode ser excluído. Desative-o para que não seja mais oferecido.';
