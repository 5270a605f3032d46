import type { THostEventGift } from '@celebra/shared/models';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { givenLine, isGiven, kindBadge, priceLine } from '../describe-gift';

export type TGiftRowActions = {
  onMove: (gift: THostEventGift, step: -1 | 1) => void;
  onEdit: (gift: THostEventGift) => void;
  onToggleHidden: (gift: THostEventGift) => void;
  onRemove: (gift: THostEventGift) => void;
};

type Props = TGiftRowActions & { gift: THostEventGift; isFirst: boolean; isLast: boolean; busy: boolean };

function Action({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One gift of the host's list: photo, name, badges, the money on both sides, and its actions. */
export function GiftRow({ gift, isFirst, isLast, busy, onMove, onEdit, onToggleHidden, onRemove }: Props) {
  const badge = kindBadge(gift);
  const given = givenLine(gift);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`gift-${gift.id}-name`}
      sx={{ p: 1.5, mb: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ opacity: gift.hidden ? 0.7 : 1 }}>
        <Avatar
          variant="rounded"
          src={gift.imageUrl ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, flexShrink: 0 }}
        >
          <CardGiftcardOutlinedIcon />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={`gift-${gift.id}-name`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {gift.name}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
            {badge && <Chip size="small" color="primary" variant="outlined" label={badge} />}
            {gift.hidden && <Chip size="small" label="Oculto" />}
            {isGiven(gift) && <Chip size="small" color="success" label="Presenteado" />}
            {!gift.isAvailable && <Chip size="small" color="warning" label="Indisponível" />}
          </Stack>
          <Typography variant="body2">{priceLine(gift)}</Typography>
          {given && (
            <Typography variant="body2" color="text.secondary">
              {given}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 0.5 }}>
        <Action
          label={`Mover ${gift.name} para cima`}
          disabled={busy || isFirst}
          onClick={() => onMove(gift, -1)}
        >
          <ArrowUpwardIcon />
        </Action>
        <Action
          label={`Mover ${gift.name} para baixo`}
          disabled={busy || isLast}
          onClick={() => onMove(gift, 1)}
        >
          <ArrowDownwardIcon />
        </Action>
        <Action label={`Editar ${gift.name}`} onClick={() => onEdit(gift)}>
          <EditOutlinedIcon />
        </Action>
        <Action
          label={`${gift.hidden ? 'Mostrar' : 'Ocultar'} ${gift.name}`}
          disabled={busy}
          onClick={() => onToggleHidden(gift)}
        >
          {gift.hidden ? <VisibilityOutlinedIcon /> : <VisibilityOffOutlinedIcon />}
        </Action>
        <Action label={`Remover ${gift.name}`} onClick={() => onRemove(gift)}>
          <DeleteOutlineIcon />
        </Action>
      </Stack>
    </Paper>
  );
}
