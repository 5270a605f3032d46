import { formatBRL } from '@celebra/shared/format';
import type { TEventGift } from '@celebra/shared/models';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { EmptyState } from '../../../../common/layout/EmptyState';

type Props = { gifts: TEventGift[]; onRemove: (gift: TEventGift) => void };

/** The event's gifts, each with its removal. */
export function GiftList({ gifts, onRemove }: Props) {
  if (gifts.length === 0) return <EmptyState text="Nenhum presente na sua lista." />;
  return (
    <Paper variant="outlined">
      <List aria-label="Presentes da lista">
        {gifts.map((gift) => (
          <ListItem
            key={gift.id}
            divider
            secondaryAction={
              <IconButton edge="end" aria-label={`Remover ${gift.name}`} onClick={() => onRemove(gift)}>
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar
                variant="rounded"
                src={gift.imageUrl ?? undefined}
                alt=""
                sx={{ width: 56, height: 56, mr: 1.5 }}
              >
                <CardGiftcardOutlinedIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={gift.name}
              secondary={
                <>
                  {formatBRL(gift.price)}
                  {!gift.isAvailable && (
                    <Chip component="span" size="small" label="Indisponível" sx={{ ml: 1 }} />
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
