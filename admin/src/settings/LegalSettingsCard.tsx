import {
  type TAdminGetLegalSettingsResponse,
  type TAdminUpdateLegalSettingsBody,
  type TLegalSettings,
  ZAdminUpdateLegalSettingsBodySchema,
} from '@celebra/shared/api';
import { formatDateTime } from '@celebra/shared/format';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import { useErrorAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { SCREEN_LOAD } from '../common/query-options';
import { siteUrl } from '../common/site-url';
import { useForm } from '../common/use-form';
import { legalVersionPath } from '../legal-versions/legal-version-path';
import { useCelebra } from '../providers/use-celebra';

/** The card's texts (the back office's other texts live in i18n; these only here). */
export const LEGAL_SETTINGS_LABELS = {
  title: 'Privacidade e termos',
  intro:
    'Os textos aparecem nas páginas Política de Privacidade e Termos de Uso do site dos eventos e do painel dos anfitriões. Alterar um texto gera uma nova versão, registrada nos próximos consentimentos. Use {{encarregado}} e {{meses_retencao}} para que o texto mostre o encarregado e o prazo de guarda configurados aqui.',
  privacyPolicy: 'Política de Privacidade',
  termsOfUse: 'Termos de Uso',
  restore: 'Restaurar texto padrão',
  restoreTitle: (text: string) => `Restaurar o texto padrão da ${text}?`,
  restoreText:
    'O texto escrito no campo será substituído pelo texto padrão da plataforma. Ao salvar, ele entra em vigor como uma nova versão; as versões anteriores continuam guardadas.',
  versions: 'Versões publicadas',
  versionLine: (version: number, date: string | null, who: string | null) =>
    `Versão ${version} · ${date ?? 'antes do histórico de versões'} · ${who ?? 'texto padrão da plataforma'}`,
  versionNotKept: '(texto não guardado)',
  dataControllerName: 'Nome do encarregado',
  dataControllerEmail: 'E-mail do encarregado',
  retention: 'Meses de guarda dos dados dos convidados',
  retentionHelp: 'Depois da data do evento, os dados pessoais dos convidados são removidos (1 a 120 meses).',
  preview: 'Ver página',
  version: (version: number) => `Versão em vigor: ${version}`,
  save: 'Salvar textos legais',
  loadFailed: 'Erro ao carregar os textos legais.',
  saveFailed: 'Erro ao salvar os textos legais.',
} as const;

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

type LegalForm = {
  privacyPolicy: string;
  termsOfUse: string;
  dataControllerName: string;
  dataControllerEmail: string;
  guestDataRetentionMonths: number | string;
};

type Defaults = TAdminGetLegalSettingsResponse['defaults'];

/** The form's values: a text following the default shows the default, so it can be edited from it. */
function formValues(legal: TLegalSettings, defaults: Defaults): LegalForm {
  return {
    privacyPolicy: legal.privacyPolicy ?? defaults.privacyPolicy,
    termsOfUse: legal.termsOfUse ?? defaults.termsOfUse,
    dataControllerName: legal.dataControllerName ?? '',
    dataControllerEmail: legal.dataControllerEmail ?? '',
    guestDataRetentionMonths: legal.guestDataRetentionMonths,
  };
}

/**
 * A text equal to the default is sent as null: it keeps following the default (and the platform's
 * future corrections of it) instead of becoming a copy.
 */
function bodyOf(values: LegalForm, defaults: Defaults): TAdminUpdateLegalSettingsBody {
  return {
    ...values,
    privacyPolicy:
      values.privacyPolicy.trim() === defaults.privacyPolicy.trim() ? null : values.privacyPolicy,
    termsOfUse: values.termsOfUse.trim() === defaults.termsOfUse.trim() ? null : values.termsOfUse,
  };
}

function LegalSettingsForm({ legal, defaults }: { legal: TLegalSettings; defaults: Defaults }) {
  const celebra = useCelebra();
  const queryClient = useQueryClient();
  const { alert, confirm, showError, showSuccess } = useAlerts();
  const { control, handleSubmit, reset, setValue, formState } = useForm<LegalForm>({
    defaultValues: formValues(legal, defaults),
  });
  const site = siteUrl();

  const save = handleSubmit(async (values) => {
    const parsed = ZAdminUpdateLegalSettingsBodySchema.safeParse(bodyOf(values, defaults));
    if (!parsed.success) {
      void alert({
        title: 'Atenção',
        text: parsed.error.issues[0]?.message ?? LEGAL_SETTINGS_LABELS.saveFailed,
      });
      return;
    }
    try {
      const saved = await celebra.updateLegalSettings(bodyOf(values, defaults));
      queryClient.setQueryData(['celebra', 'legal-settings'], { legal: saved.legal, defaults });
      reset(formValues(saved.legal, defaults));
      void showSuccess(saved.message);
    } catch (error) {
      void showError(error, LEGAL_SETTINGS_LABELS.saveFailed);
    }
  });

  const textField = (name: 'privacyPolicy' | 'termsOfUse', path: string) => (
    <Box>
      <FormTextField
        control={control}
        name={name}
        label={LEGAL_SETTINGS_LABELS[name]}
        multiline
        minRows={8}
        maxRows={20}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, alignItems: 'center' }}>
        <Button
          size="small"
          onClick={async () => {
            // The typed text would be lost: the administrator says so first.
            const sure = await confirm({
              title: LEGAL_SETTINGS_LABELS.restoreTitle(LEGAL_SETTINGS_LABELS[name]),
              text: LEGAL_SETTINGS_LABELS.restoreText,
            });
            if (sure) setValue(name, defaults[name], { shouldDirty: true });
          }}
        >
          {LEGAL_SETTINGS_LABELS.restore}
        </Button>
        <Link href={`${site}${path}`} target="_blank" rel="noopener">
          {LEGAL_SETTINGS_LABELS.preview}: {LEGAL_SETTINGS_LABELS[name]}
        </Link>
      </Box>
    </Box>
  );

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={save}
          aria-label={LEGAL_SETTINGS_LABELS.title}
          sx={{ display: 'grid', gap: 3, maxWidth: 800 }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {LEGAL_SETTINGS_LABELS.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {LEGAL_SETTINGS_LABELS.intro}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {LEGAL_SETTINGS_LABELS.version(legal.version)}
            </Typography>
          </Box>
          {textField('privacyPolicy', '/privacidade')}
          {textField('termsOfUse', '/termos')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="dataControllerName"
              label={LEGAL_SETTINGS_LABELS.dataControllerName}
            />
            <FormTextField
              control={control}
              name="dataControllerEmail"
              type="email"
              label={LEGAL_SETTINGS_LABELS.dataControllerEmail}
            />
          </Box>
          <FormTextField
            control={control}
            name="guestDataRetentionMonths"
            type="number"
            label={LEGAL_SETTINGS_LABELS.retention}
            helperText={LEGAL_SETTINGS_LABELS.retentionHelp}
            slotProps={{ htmlInput: { min: 1, max: 120, step: 1 } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {LEGAL_SETTINGS_LABELS.save}
            </Button>
          </Box>
        </Box>
        <LegalVersionsList current={legal.version} />
      </CardContent>
    </Card>
  );
}

/** Every version ever in force, newest first, each opening its texts. */
function LegalVersionsList({ current }: { current: number }) {
  const celebra = useCelebra();
  const { data } = useQuery({
    // The current version in the key: a save that publishes one reads the list again.
    queryKey: ['celebra', 'legal-versions', current],
    queryFn: () => celebra.listLegalVersions(),
    ...SCREEN_LOAD,
  });
  if (!data?.length) return null;
  return (
    <Box component="section" aria-label={LEGAL_SETTINGS_LABELS.versions} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {LEGAL_SETTINGS_LABELS.versions}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {data.map((v) => (
          <li key={v.version}>
            <Link component={RouterLink} to={legalVersionPath(v.version)}>
              {LEGAL_SETTINGS_LABELS.versionLine(
                v.version,
                v.publishedAt ? formatDateTime(v.publishedAt, { timeZone: PLATFORM_TIME_ZONE }) : null,
                v.publishedBy,
              )}
            </Link>
            {v.textKept ? null : ` ${LEGAL_SETTINGS_LABELS.versionNotKept}`}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The settings page's legal card: the two texts, the encarregado and the retention (PUT /admin/settings/legal). */
export function LegalSettingsCard() {
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const { data, error, isPending } = useQuery({
    queryKey: ['celebra', 'legal-settings'],
    queryFn: () => celebra.getLegalSettings(),
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => showError(failure, LEGAL_SETTINGS_LABELS.loadFailed));
  if (isPending) return <CircularProgress aria-label={LEGAL_TEXTS.loading} />;
  return data ? <LegalSettingsForm legal={data.legal} defaults={data.defaults} /> : null;
}
