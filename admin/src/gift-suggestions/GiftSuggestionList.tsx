/** /gift-suggestions: what hosts asked to add, 20 a page, filtered by event; removal asks the browser first. */
import { formatDate } from '@celebra/shared/format';
import type { TGiftSuggestion } from '@celebra/shared/models';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRefresh, useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import type { CsvColumn } from '../common/list-csv';
import { RowMenu } from '../common/RowMenu';
import { Col, Table } from '../common/Table';

const FILTERS: FilterField[] = [
  { source: 'eventId', label: 'resources.gift-suggestions.fields.eventId', type: 'number' },
];

/** The list's CSV: the columns shown. */
const SUGGESTION_CSV: CsvColumn<TGiftSuggestion>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'ID do evento', value: (row) => row.eventId },
  { header: 'Título', value: (row) => row.title },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Data', value: (row) => formatDate(row.createdAt) },
];

export function GiftSuggestionList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { showError } = useAlerts();
  const [remove] = useDelete();
  const fields = 'resources.gift-suggestions.fields';

  const removeSuggestion = async (suggestion: TGiftSuggestion) => {
    // Asked with the browser's own confirmation here, not the app's dialog.
    if (!window.confirm(translate('celebra.giftSuggestions.confirmRemove'))) return;
    try {
      await remove(
        'gift-suggestions',
        { id: suggestion.id, previousData: suggestion },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      refresh();
    } catch (error) {
      void showError(error, translate('celebra.errors.removeSuggestion'));
    }
  };

  return (
    <ListPage
      title="resources.gift-suggestions.name"
      errorText="celebra.errors.fetchSuggestions"
      filters={FILTERS}
      exportCsv={{ columns: SUGGESTION_CSV, fileName: 'sugestoes-de-presentes' }}
    >
      <Table>
        <Col<TGiftSuggestion> source="id" label={`${fields}.id`} />
        <Col<TGiftSuggestion> source="eventId" label={`${fields}.eventId`} />
        <Col<TGiftSuggestion> source="title" phonePrimary label={`${fields}.title`} />
        <Col<TGiftSuggestion> label={`${fields}.description`} render={(row) => row.description ?? '—'} />
        <Col<TGiftSuggestion> label={`${fields}.createdAt`} render={(row) => formatDate(row.createdAt)} />
        <Col<TGiftSuggestion>
          label={translate('celebra.table.actions')}
          render={(row) => (
            <RowMenu
              actions={[
                { label: 'ra.action.remove', icon: <DeleteIcon />, onClick: () => removeSuggestion(row) },
              ]}
            />
          )}
        />
      </Table>
    </ListPage>
  );
}
