/**
 * /event-types: each type in a collapsible row (image, name, INATIVO badge, edit, 'Nova categoria')
 * with its categories, each editable; 'Novo Tipo'. Types and categories are edited in modals.
 */
import type { TEventCategory, TEventTypeWithCategories } from '@celebra/shared/models';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { EmptyTable } from '../common/EmptyTable';
import { InactiveBadge } from '../common/InactiveBadge';
import { PageHeader } from '../common/PageHeader';
import { CategoryModal } from './CategoryModal';
import { EventTypeModal } from './EventTypeModal';

type TypeEditing = { type: TEventTypeWithCategories | null };
type CategoryEditing = { category: TEventCategory | null; eventTypeId: number | null };

export function EventTypeList() {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const [typeEditing, setTypeEditing] = useState<TypeEditing | null>(null);
  const [categoryEditing, setCategoryEditing] = useState<CategoryEditing | null>(null);
  const { data, isPending, refetch } = useGetList<TEventTypeWithCategories>(
    'event-types',
    {},
    { onError: (error) => showError(error, translate('celebra.errors.fetchEventTypes')) },
  );

  const saved = () => {
    setTypeEditing(null);
    setCategoryEditing(null);
    refetch();
  };

  return (
    <>
      <PageHeader
        title="resources.event-types.name"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTypeEditing({ type: null })}>
            {translate('celebra.eventTypes.new')}
          </Button>
        }
      />
      {isPending ? (
        <CircularProgress />
      ) : data?.length ? (
        data.map((type) => (
          <Accordion key={type.id} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1 }}>
                <Avatar variant="rounded" src={type.imageUrl ?? undefined} alt={type.name} />
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {type.name}
                </Typography>
                {type.active ? null : <InactiveBadge />}
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
                <Button size="small" startIcon={<EditIcon />} onClick={() => setTypeEditing({ type })}>
                  {translate('celebra.eventTypes.edit')}
                </Button>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => setCategoryEditing({ category: null, eventTypeId: type.id })}
                >
                  {translate('celebra.eventTypes.newCategory')}
                </Button>
              </Box>
              {type.eventCategories.length ? (
                <List dense>
                  {type.eventCategories.map((category) => (
                    <ListItem
                      key={category.id}
                      divider
                      secondaryAction={
                        <IconButton
                          edge="end"
                          aria-label={translate('celebra.eventTypes.editCategory', { name: category.name })}
                          onClick={() => setCategoryEditing({ category, eventTypeId: type.id })}
                        >
                          <EditIcon />
                        </IconButton>
                      }
                    >
                      <ListItemText
                        primary={
                          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                            {category.name}
                            {category.active ? null : <InactiveBadge />}
                          </Box>
                        }
                        secondary={category.description}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <EmptyTable />
              )}
            </AccordionDetails>
          </Accordion>
        ))
      ) : (
        <EmptyTable />
      )}
      {typeEditing ? (
        <EventTypeModal type={typeEditing.type} onClose={() => setTypeEditing(null)} onSaved={saved} />
      ) : null}
      {categoryEditing ? (
        <CategoryModal
          category={categoryEditing.category}
          eventTypeId={categoryEditing.eventTypeId}
          types={data ?? []}
          onClose={() => setCategoryEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </>
  );
}
