import { useErrorAlert } from '@celebra/ui/alert';
/**
 * /settings: percentage on gifts, list creation fee, the card's installments (their most and who
 * pays their interest), the days a gift's money is held before a payout, whether a couple's event
 * is published without an administrator once the fee and the wizard are in, the panel's two colours
 * (the theme) and the password modal (PUT /admin/settings); below, the privacy policy, terms of use,
 * encarregado and retention (LegalSettingsCard, PUT /admin/settings/legal).
 */

import type { TSettings } from '@celebra/shared/models';
import { type TAdminSettingsForm, ZAdminSettingsFormSchema } from '@celebra/shared/validation';
import { FormPriceField, FormSelectField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Controller, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormDecimalField } from '../common/FormDecimalField';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { useForm } from '../common/use-form';
import { useThemeColors } from '../layout/theme';
import { useCelebra } from '../providers/use-celebra';
import { useFormDraft } from '../session/form-draft';
import { ColorField } from './ColorField';
import { LegalSettingsCard } from './LegalSettingsCard';
import { moneySettingsChanges } from './money-settings-change';
import { PasswordModal } from './PasswordModal';

type SettingsValues = z.output<typeof ZAdminSettingsFormSchema>;
type SettingsForm = Omit<TAdminSettingsForm, 'listCreationFee'> & { listCreationFee: number | null };

/** An emptied fee is null in the form, refused by the schema naming the field (never a free list). */
const settingsResolver: Resolver<SettingsForm, unknown, SettingsValues> = formResolver(
  zodResolver(ZAdminSettingsFormSchema),
);

function SettingsFormCard({ settings }: { settings: TSettings }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { setColors } = useThemeColors();
  const { alert, confirm, showError, showSuccess } = useAlerts();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: settingsResolver,
    defaultValues: {
      percentageGift: settings.percentageGift,
      listCreationFee: settings.listCreationFee,
      maxInstallments: settings.maxInstallments,
      installmentInterest: settings.installmentInterest,
      holdingDays: settings.holdingDays,
      autoPublishEvents: settings.autoPublishEvents,
      color: settings.color,
      colorSecondary: settings.colorSecondary,
    },
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, defaultValues },
  } = form;
  useFormDraft(form, 'settings');
  const field = (key: string) => translate(`celebra.settings.fields.${key}`);

  const save = handleSubmit(
    async (values) => {
      // A change of what guests pay or hosts receive is said, before and after, and confirmed.
      const before = { ...settings, ...(defaultValues as Partial<TSettings>) };
      const changes = moneySettingsChanges(before, { ...before, ...values }, translate);
      if (changes.length > 0) {
        const isSure = await confirm({
          title: translate('celebra.settings.confirm.title'),
          text: changes.join('\n'),
          detail: translate('celebra.settings.confirm.question'),
        });
        if (!isSure) return;
      }
      try {
        const saved = await celebra.updateSettings(values);
        reset(saved);
        setColors({ color: saved.color, colorSecondary: saved.colorSecondary });
        void showSuccess(translate('celebra.settings.saved'));
      } catch (error) {
        void showError(error, translate('celebra.errors.saveSettings'));
      }
    },
    (errors) => {
      const first = Object.values(errors)[0]?.message;
      if (first) void alert({ title: translate('celebra.alert.warning'), text: String(first) });
    },
  );

  return (
    <>
      <PageHeader
        title="celebra.settings.title"
        actions={
          <Button variant="outlined" startIcon={<LockIcon />} onClick={() => setChangingPassword(true)}>
            {translate('celebra.settings.changePassword')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormDecimalField
                control={control}
                name="percentageGift"
                label={field('percentageGift')}
                unit="%"
              />
              <FormPriceField control={control} name="listCreationFee" label={field('listCreationFee')} />
            </Box>
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {field('card')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField
                  control={control}
                  name="maxInstallments"
                  type="number"
                  label={field('maxInstallments')}
                  slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
                />
                <FormSelectField
                  control={control}
                  name="installmentInterest"
                  label={field('installmentInterest')}
                  choices={[
                    { value: 'GUEST', label: field('installmentInterestGuest') },
                    { value: 'PLATFORM', label: field('installmentInterestPlatform') },
                  ]}
                />
              </Box>
            </Box>
            <FormTextField
              control={control}
              name="holdingDays"
              type="number"
              label={field('holdingDays')}
              helperText={field('holdingDaysHelp')}
              slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
            />
            <Controller
              control={control}
              name="autoPublishEvents"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={value === true}
                        onChange={(_, checked) => onChange(checked)}
                        onBlur={onBlur}
                        slotProps={{ input: { ref, 'aria-describedby': 'auto-publish-events-help' } }}
                      />
                    }
                    label={field('autoPublishEvents')}
                  />
                  <FormHelperText id="auto-publish-events-help">
                    {field('autoPublishEventsHelp')}
                  </FormHelperText>
                </Box>
              )}
            />
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {field('colors')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <ColorField control={control} name="color" label={field('color')} />
                <ColorField control={control} name="colorSecondary" label={field('colorSecondary')} />
              </Box>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {translate('ra.action.save')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <LegalSettingsCard />
      {isChangingPassword ? <PasswordModal onClose={() => setChangingPassword(false)} /> : null}
    </>
  );
}

export function Settings() {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const {
    data: settings,
    error,
    isPending,
  } = useQuery({
    queryKey: ['celebra', 'settings'],
    queryFn: () => celebra.getSettings(),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => showError(failure, translate('celebra.errors.fetchSettings')));
  if (isPending) return <CircularProgress />;
  return settings ? <SettingsFormCard settings={settings} /> : null;
}
