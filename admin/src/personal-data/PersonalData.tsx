/**
 * /personal-data, 'Dados pessoais': how a person's request about their data is served. The
 * administrator finds what is kept about them by e-mail or phone (across every event), sends them
 * a copy (a JSON file) or erases it: the rows stay anonymised, so the hosts' totals and the money
 * records still add up.
 */
import {
  type TAdminPersonalDataQuery,
  type TAdminPersonalDataResponse,
  ZAdminPersonalDataQuerySchema,
} from '@celebra/shared/api';
import { toIsoDate } from '@celebra/shared/format';
import { saveFile } from '@celebra/ui/files';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { PageHeader } from '../common/PageHeader';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';
import { ERASABLE_KINDS, erasureSummary, personName } from './erasure-summary';
import { HostRecords } from './HostRecords';
import { PersonEventCard } from './PersonEventCard';

type Person = z.output<typeof ZAdminPersonalDataQuerySchema>;
type Found = { person: Person; data: TAdminPersonalDataResponse };

export function PersonalData() {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError, showSuccess, confirm } = useAlerts();
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    control,
    handleSubmit,
    watch,
    formState: { isSubmitting },
  } = useForm<TAdminPersonalDataQuery, unknown, Person>(
    {
      resolver: zodResolver(ZAdminPersonalDataQuerySchema),
      defaultValues: { email: '', phone: '' },
    },
    { warnWhenUnsavedChanges: false },
  );

  const search = handleSubmit(async (person) => {
    try {
      setFound({ person, data: await celebra.findPersonalData(person) });
    } catch (error) {
      void showError(error, translate('celebra.personalData.searchFailed'));
    }
  });

  const exportJson = async () => {
    if (!found) return;
    setBusy(true);
    try {
      const file = await celebra.exportPersonalData(found.person);
      saveFile(
        new Blob([file], { type: 'application/json;charset=utf-8' }),
        `dados-pessoais-${toIsoDate(new Date())}.json`,
      );
    } catch (error) {
      void showError(error, translate('celebra.personalData.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!found || stale) return;
    const { person, erasure } = found.data;
    const sure = await confirm({
      title: translate('celebra.personalData.confirmTitle', { name: personName(person) }),
      text: erasureSummary(translate, person, erasure),
      detail: translate('celebra.personalData.confirmKept'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      // The person searched and the rows shown: the server erases exactly those, or nothing.
      const counts = await celebra.erasePersonalData({
        ...found.person,
        selection: erasure.selection,
        confirm: true,
      });
      void showSuccess(translate('celebra.personalData.erasedResult', counts));
    } catch (error) {
      void showError(error, translate('celebra.personalData.eraseFailed'));
    } finally {
      // Either way the page shows the person's rows as they are now.
      try {
        setFound({ person: found.person, data: await celebra.findPersonalData(found.person) });
      } catch {
        setFound(null);
      }
      setBusy(false);
    }
  };

  // The results belong to the person searched: once the fields say someone else, exporting or
  // erasing from them would act on the wrong person.
  const typed = ZAdminPersonalDataQuerySchema.safeParse({ email: watch('email'), phone: watch('phone') });
  const stale =
    found !== null &&
    (!typed.success || typed.data.email !== found.person.email || typed.data.phone !== found.person.phone);
  const erasure = found?.data.erasure;
  const nothingToErase = !erasure || ERASABLE_KINDS.every((kind) => erasure[kind] === 0);
  const events = found?.data.events ?? [];
  const hasHostRecords = Boolean(found?.data.hostAccounts.length || found?.data.preRegistrations.length);

  return (
    <>
      <PageHeader
        title="celebra.personalData.title"
        actions={
          found ? (
            <>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={exportJson}
                disabled={busy || stale}
              >
                {translate('celebra.personalData.export')}
              </Button>
              <Button
                variant="contained"
                color="error"
                startIcon={<DeleteForeverIcon />}
                onClick={erase}
                disabled={busy || stale || nothingToErase}
              >
                {translate('celebra.personalData.erase')}
              </Button>
            </>
          ) : null
        }
      />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('celebra.personalData.intro')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={search}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
          >
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={translate('celebra.personalData.email')}
              sx={{ minWidth: 260 }}
            />
            <FormTextField
              control={control}
              name="phone"
              type="tel"
              label={translate('celebra.personalData.phone')}
              sx={{ minWidth: 200 }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={isSubmitting}>
              {translate('celebra.personalData.search')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {found ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {stale ? <Alert severity="warning">{translate('celebra.personalData.staleSearch')}</Alert> : null}
          {events.length > 0 && nothingToErase ? (
            <Typography color="text.secondary">{translate('celebra.personalData.nothingToErase')}</Typography>
          ) : null}
          {events.length === 0 && !hasHostRecords ? (
            <Typography color="text.secondary">{translate('celebra.personalData.nothingFound')}</Typography>
          ) : null}
          {events.map((event) => (
            <PersonEventCard key={event.eventId} event={event} />
          ))}
          {hasHostRecords ? <HostRecords data={found.data} /> : null}
        </Box>
      ) : null}
    </>
  );
}
