/**
 * The service form of /services/add ('Novo Serviço') and /services/{id} ('Atualizar Serviço'):
 * title, description, price, type, active (editing only), quantity with the stepper; remove when editing.
 */
import { activeLabel } from '@celebra/shared/format';
import type { TService } from '@celebra/shared/models';
import { COMMON_MESSAGES, type TServiceForm, ZServiceFormSchema } from '@celebra/shared/validation';
import { FormPriceField, FormSelectField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, CardContent } from '@mui/material';
import { useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormBooleanSelect } from '../common/FormBooleanSelect';
import { invalidFormText } from '../common/form-errors';
import { PageHeader } from '../common/PageHeader';
import { SaveRemoveActions } from '../common/SaveRemoveActions';
import { useForm } from '../common/use-form';
import { useFormDraft } from '../session/form-draft';
import { QuantityStepper } from './QuantityStepper';

type ServiceFormValues = Omit<TServiceForm, 'price' | 'type'> & {
  price: number | null;
  type: TServiceForm['type'] | '';
};
type ServiceValues = z.output<typeof ZServiceFormSchema>;

/** The form holds an empty price as null and an unchosen type as '': the schema reports both as required. */
const serviceResolver: Resolver<ServiceFormValues, unknown, ServiceValues> = formResolver(
  zodResolver(ZServiceFormSchema),
);

export function ServiceForm({ service }: { service?: TService }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { alert, showError } = useAlerts();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const isEditing = service !== undefined;
  const { data: types } = useGetList<{ id: string; name: string }>(
    'service-types',
    {},
    {
      onError: (error) => showError(error),
    },
  );
  const form = useForm<ServiceFormValues, unknown, ServiceValues>({
    resolver: serviceResolver,
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      price: service?.price ?? null,
      type: service?.type ?? '',
      quantity: service?.quantity ?? 0,
      ...(isEditing ? { active: service.active } : {}),
    },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  useFormDraft(form, 'service');
  const field = (key: string) => translate(`resources.services.fields.${key}`);

  const save = handleSubmit(
    async (values) => {
      try {
        if (service) {
          await update(
            'services',
            { id: service.id, data: values, previousData: service },
            { returnPromise: true },
          );
        } else {
          await create('services', { data: values }, { returnPromise: true });
        }
        navigate('/services');
      } catch (error) {
        void showError(
          error,
          translate(service ? 'celebra.errors.updateService' : 'celebra.errors.saveService'),
        );
      }
    },
    (errors) => {
      void alert({
        title: translate('celebra.alert.warning'),
        text: invalidFormText(errors, COMMON_MESSAGES.fillAllRequired),
      });
    },
  );

  return (
    <>
      <PageHeader title={isEditing ? 'celebra.services.editTitle' : 'celebra.services.createTitle'} />
      <Card>
        <CardContent>
          <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
            <FormTextField control={control} name="name" label={field('name')} />
            <FormTextField
              control={control}
              name="description"
              label={field('description')}
              multiline
              minRows={3}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormPriceField control={control} name="price" label={field('price')} />
              <FormSelectField
                control={control}
                name="type"
                label={field('type')}
                choices={(types ?? []).map((type) => ({ value: type.id, label: type.name }))}
              />
            </Box>
            {isEditing ? (
              <FormBooleanSelect
                control={control}
                name="active"
                label={field('active')}
                trueLabel={activeLabel(true)}
                falseLabel={activeLabel(false)}
              />
            ) : null}
            <QuantityStepper control={control} name="quantity" label={field('quantity')} />
            <SaveRemoveActions
              isSubmitting={isSubmitting}
              remove={
                service
                  ? () =>
                      remove(
                        'services',
                        { id: service.id, previousData: service },
                        { returnPromise: true, mutationMode: 'pessimistic' },
                      )
                  : undefined
              }
              confirmText={translate('celebra.services.confirmRemove')}
              onRemoved={() => navigate('/services')}
            />
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
