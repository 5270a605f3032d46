/**
 * /legal-versions/:id: one version of the privacy policy and terms of use as the people who
 * consented to it were shown them, with when it came into force and who published it. Reached from
 * Configurações › Privacidade e termos, a consent in Dados pessoais and the audit log.
 */
import { formatDateTime } from '@celebra/shared/format';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import { useErrorAlert } from '@celebra/ui/alert';
import { LegalText } from '@celebra/ui/legal';
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { useCelebra } from '../providers/use-celebra';

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

export function LegalVersionPage() {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const id = Number(useParams().id);
  const { data, error, isPending } = useQuery({
    queryKey: ['celebra', 'legal-version', id],
    queryFn: () => celebra.getLegalVersion(id),
    enabled: Number.isInteger(id) && id > 0,
    ...SCREEN_LOAD,
  });
  useErrorAlert(error, (failure) => showError(failure, translate('celebra.legalVersions.loadFailed')));

  const title = translate('celebra.legalVersions.title', { version: Number.isInteger(id) ? id : '?' });
  if (!Number.isInteger(id) || id <= 0)
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{translate('celebra.legalVersions.notFound')}</Alert>
      </>
    );
  if (isPending) return <CircularProgress aria-label={LEGAL_TEXTS.loading} />;
  if (!data) return <PageHeader title={title} />;
  const published = data.publishedAt
    ? translate('celebra.legalVersions.publishedAt', {
        date: formatDateTime(data.publishedAt, { timeZone: PLATFORM_TIME_ZONE }),
      })
    : translate('celebra.legalVersions.publishedAtUnknown');
  const by = data.publishedBy
    ? translate('celebra.legalVersions.publishedBy', { who: data.publishedBy })
    : translate('celebra.legalVersions.publishedByPlatform');
  return (
    <>
      <PageHeader title={title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {published} · {by}
      </Typography>
      {data.privacyPolicy === null || data.termsOfUse === null ? (
        <Alert severity="warning">{translate('celebra.legalVersions.notKept')}</Alert>
      ) : (
        [
          [LEGAL_TEXTS.privacyTitle, data.privacyPolicy],
          [LEGAL_TEXTS.termsTitle, data.termsOfUse],
        ].map(([heading, text]) => (
          <Card key={heading} sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h5" component="h2" gutterBottom>
                {heading}
              </Typography>
              <LegalText text={text ?? ''} dataController={data.dataController} version={data.version} />
            </CardContent>
          </Card>
        ))
      )}
    </>
  );
}
