import { z } from 'zod';
import { ZService, ZServiceType } from '../models/service';
import { ZServiceFormSchema } from '../validation/forms/catalog';
import { ZEnvelope, ZOkResponse } from './common';

/** GET /admin/services. */
export const ZAdminListServicesResponseSchema = ZEnvelope.extend({ services: z.array(ZService) });
export type TAdminListServicesResponse = z.infer<typeof ZAdminListServicesResponseSchema>;

/** GET /admin/services/{id}. */
export const ZAdminGetServiceResponseSchema = ZEnvelope.extend({ service: ZService });
export type TAdminGetServiceResponse = z.infer<typeof ZAdminGetServiceResponseSchema>;

/** GET /admin/services/types: the values of the type select. */
export const ZAdminListServiceTypesResponseSchema = ZEnvelope.extend({ serviceTypes: z.array(ZServiceType) });
export type TAdminListServiceTypesResponse = z.infer<typeof ZAdminListServiceTypesResponseSchema>;

/** POST /admin/services. */
export const ZAdminCreateServiceBodySchema = ZServiceFormSchema;
export type TAdminCreateServiceBody = z.input<typeof ZAdminCreateServiceBodySchema>;
export const ZAdminCreateServiceResponseSchema = ZOkResponse.extend({ service: ZService });
export type TAdminCreateServiceResponse = z.infer<typeof ZAdminCreateServiceResponseSchema>;

/** PUT /admin/services/{id}. */
export const ZAdminUpdateServiceBodySchema = ZServiceFormSchema;
export type TAdminUpdateServiceBody = z.input<typeof ZAdminUpdateServiceBodySchema>;
export const ZAdminUpdateServiceResponseSchema = ZOkResponse.extend({ service: ZService });
export type TAdminUpdateServiceResponse = z.infer<typeof ZAdminUpdateServiceResponseSchema>;

/** DELETE /admin/services/{id}. */
export const ZAdminDeleteServiceResponseSchema = ZOkResponse;
