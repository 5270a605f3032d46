/**
 * /events/{id}: read-only until 'Editar', back to view after a successful save. Event fields,
 * colour carousel, and the details of an in-person or a virtual event (PUT /admin/events/{id}).
 */

import { activeLabel, eventTypeLabel, maskCep, toSlug } from '@celebra/shared/format';
import type { TEvent } from '@celebra/shared/models';
import {
  EVENT_EDIT_MESSAGES,
  eventDetailsFormValues,
  type TAdminEventForm,
  ZAdminEventFormSchema,
} from '@celebra/shared/validation';
import { FormSelectField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  Link as MuiLink,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormBooleanSelect } from '../common/FormBooleanSelect';
import { FormDateField, FormTimeField } from '../common/FormDateField';
import { invalidFormText } from '../common/form-errors';
import { NotFound } from '../common/NotFound';
import { PageHeader } from '../common/PageHeader';
import { siteUrl } from '../common/site-url';
import { useForm } from '../common/use-form';
import { usePathRecord } from '../common/use-path-record';
import { useFormDraft } from '../session/form-draft';
import { ColorCarousel, EVENT_COLORS } from './ColorCarousel';

type EventValues = z.output<typeof ZAdminEventFormSchema>;

/** The form's values for an event as the API sends it: nulls become empty fields. */
export function eventFormValues(event: TEvent): TAdminEventForm {
  return {
    title: event.title,
    subtitle: event.subtitle ?? '',
    slug: event.slug,
    active: event.active,
    titleDescription: event.titleDescription ?? '',
    description: event.description ?? '',
    color: event.color || EVENT_COLORS[0],
    details: eventDetailsFormValues(event.details),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

function EventForm({ event }: { event: TEvent }) {
  const translate = useTranslate();
  const { alert, showError, showSuccessPopup } = useAlerts();
  const [update, { isPending }] = useUpdate();
  const [isEditing, setEditing] = useState(false);
  const form = useForm<TAdminEventForm, unknown, EventValues>({
    resolver: zodResolver(ZAdminEventFormSchema),
    defaultValues: eventFormValues(event),
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  // Typed before the session ended: back in edit mode, ready to be saved again.
  useFormDraft(form, 'event', () => setEditing(true));
  const { field: colorField } = useController({ control, name: 'color' });
  const eventType = useWatch({ control, name: 'details.eventType' });
  const slug = useWatch({ control, name: 'slug' });
  const disabled = !isEditing;
  const field = (key: string) => translate(`resources.events.fields.${key}`);

  const save = handleSubmit(
    async (values) => {
      try {
        const saved = (await update(
          'events',
          { id: event.id, data: values, previousData: event },
          { returnPromise: true },
        )) as TEvent;
        reset(eventFormValues(saved));
        setEditing(false);
        void showSuccessPopup(translate('celebra.events.updated'));
      } catch (error) {
        void showError(error, translate('celebra.errors.updateEvent'));
      }
    },
    (errors) => {
      void alert({
        title: translate('celebra.alert.warning'),
        text: invalidFormText(errors, EVENT_EDIT_MESSAGES.fillAllRequired),
      });
    },
  );

  return (
    <>
      <PageHeader
        title={translate('celebra.events.pageTitle', { id: event.id })}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={isEditing ? 'edit' : 'view'}
            onChange={(_e, mode: 'edit' | 'view' | null) => {
              if (!mode) return;
              if (mode === 'view') reset(eventFormValues(event));
              setEditing(mode === 'edit');
            }}
          >
            <ToggleButton value="edit">
              <EditIcon fontSize="small" sx={{ mr: 1 }} />
              {translate('ra.action.edit')}
            </ToggleButton>
            <ToggleButton value="view">
              <VisibilityIcon fontSize="small" sx={{ mr: 1 }} />
              {translate('celebra.events.view')}
            </ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Box component="form" noValidate onSubmit={save}>
        <Section title={translate('celebra.events.sectionEvent')}>
          <FormTextField control={control} name="title" label={field('title')} disabled={disabled} />
          <FormTextField control={control} name="subtitle" label={field('subtitle')} disabled={disabled} />
          {isEditing ? (
            <FormTextField
              control={control}
              name="slug"
              label={field('slug')}
              mask={toSlug}
              slotProps={{
                input: {
                  startAdornment: <InputAdornment position="start">{`${siteUrl()}/`}</InputAdornment>,
                },
              }}
            />
          ) : (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {field('slug')}
              </Typography>
              <Typography>
                <MuiLink href={`${siteUrl()}/${slug}`} target="_blank" rel="noopener">
                  {`${siteUrl()}/${slug}`}
                </MuiLink>
              </Typography>
            </Box>
          )}
          <FormBooleanSelect
            control={control}
            name="active"
            label={field('active')}
            trueLabel={activeLabel(true)}
            falseLabel={activeLabel(false)}
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name="titleDescription"
            label={field('titleDescription')}
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name="description"
            label={field('description')}
            disabled={disabled}
            multiline
            minRows={3}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {field('color')}
            </Typography>
            <ColorCarousel
              value={String(colorField.value ?? '')}
              onChange={colorField.onChange}
              disabled={disabled}
            />
          </Box>
        </Section>
        <Section title={translate('celebra.events.sectionDetails')}>
          <FormDateField
            control={control}
            name="details.eventDate"
            label={field('eventDate')}
            disabled={disabled}
          />
          <FormSelectField
            control={control}
            name="details.eventType"
            label={field('eventType')}
            disabled={disabled}
            choices={[
              { value: 'in-person', label: eventTypeLabel('in-person') },
              { value: 'virtual', label: eventTypeLabel('virtual') },
            ]}
          />
          <FormTimeField
            control={control}
            name="details.startTime"
            label={field('startTime')}
            disabled={disabled}
          />
          <FormTimeField
            control={control}
            name="details.endTime"
            label={field('endTime')}
            disabled={disabled}
          />
          {eventType === 'virtual' ? (
            <>
              <FormTextField
                control={control}
                name="details.transmission"
                label={field('transmission')}
                disabled={disabled}
              />
              <FormTextField
                control={control}
                name="details.transmissionLink"
                label={field('transmissionLink')}
                disabled={disabled}
              />
              <FormTextField
                control={control}
                name="details.transmissionPassword"
                label={field('transmissionPassword')}
                disabled={disabled}
              />
            </>
          ) : (
            <>
              <FormTextField
                control={control}
                name="details.eventLocation"
                label={field('eventLocation')}
                disabled={disabled}
              />
              <FormTextField
                control={control}
                name="details.postalCode"
                label={field('postalCode')}
                mask={maskCep}
                disabled={disabled}
              />
              <FormTextField
                control={control}
                name="details.fullAddress"
                label={field('fullAddress')}
                disabled={disabled}
              />
            </>
          )}
        </Section>
        {isEditing ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={isPending || isSubmitting}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        ) : null}
      </Box>
    </>
  );
}

export function EventEdit() {
  const loaded = usePathRecord<TEvent>('events', 'celebra.errors.fetchEvent');
  if (loaded.state === 'loading') return <CircularProgress />;
  if (loaded.state === 'missing') return <NotFound detail={loaded.detail} />;
  return <EventForm key={loaded.record.id} event={loaded.record} />;
}
