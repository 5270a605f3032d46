import { formatDate, formatDateTime } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { isChild } from './count-people';
import { guestStatusLabel } from './guest-status';
import { whatsappReminderUrl } from './reminder-links';

const TIME_ZONE = { timeZone: 'America/Sao_Paulo' } as const;
/** 'DD/MM' of an instant, in Brasília time. */
const dayMonth = (value: string) => formatDate(value, TIME_ZONE).slice(0, 5);
/** 'DD/MM HH:mm' of an instant, in Brasília time. */
const dayMonthTime = (value: string) => {
  const text = formatDateTime(value, TIME_ZONE);
  return `${text.slice(0, 5)} ${text.slice(11)}`;
};

const STATUS_COLOR = { true: 'success', false: 'default', null: 'warning' } as const;

/** The invitation's milestones, as far as the guest went. */
function milestones(guest: TGuest): string[] {
  const lines: string[] = [];
  if (guest.openedAt) lines.push(`Convite aberto em ${dayMonth(guest.openedAt)}`);
  if (guest.answeredAt) lines.push(`Respondeu em ${dayMonth(guest.answeredAt)}`);
  if (guest.answerChangedAt) lines.push(`Resposta alterada em ${dayMonthTime(guest.answerChangedAt)}`);
  if (guest.remindedAt) lines.push(`Lembrado em ${dayMonth(guest.remindedAt)}`);
  return lines;
}

type Props = {
  guest: TGuest;
  eventTitle: string;
  /** The guest's personal link (the site with their invitation's token). */
  link: string;
  childrenMaxAge: number;
  reminding: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCopyLink: () => void;
  onRemindByEmail: () => void;
  /** Offered when the list has another row this one may be (an answer sent without the personal link). */
  onMerge?: () => void;
};

/**
 * One guest: contact, answer, companions (child or adult by the event's age band), the answers to
 * the questions, the message, the invitation's milestones, and the personal link and reminders.
 */
export function GuestCard({
  guest,
  eventTitle,
  link,
  childrenMaxAge,
  reminding,
  onEdit,
  onDelete,
  onCopyLink,
  onRemindByEmail,
  onMerge,
}: Props) {
  const name = `${guest.firstName} ${guest.lastName}`;
  const pending = guest.attending === null;
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={name}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {guest.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {guest.phoneNumber}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={STATUS_COLOR[String(guest.attending) as keyof typeof STATUS_COLOR]}
          label={guestStatusLabel(guest.attending)}
          aria-label={`Situação: ${guestStatusLabel(guest.attending)}`}
        />
        <IconButton aria-label={`Editar ${name}`} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
        <IconButton aria-label={`Excluir ${name}`} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {guest.companions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }} aria-label="Acompanhantes">
          {guest.companions.map((companion, index) => (
            <Chip
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list where two companions may share name and age.
              key={`${companion.name}-${index}`}
              size="small"
              label={`${companion.name}, ${companion.age} anos · ${isChild(companion.age, childrenMaxAge) ? 'Criança' : 'Adulto'}`}
            />
          ))}
        </Box>
      )}
      {guest.answers.length > 0 && (
        <Box component="dl" sx={{ mt: 1, mb: 0 }} aria-label="Respostas">
          {guest.answers.map((answer) => (
            <Box key={answer.questionId} sx={{ mb: 0.5 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {answer.question}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {answer.answer}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {guest.message && (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          “{guest.message}”
        </Typography>
      )}
      {milestones(guest).map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {line}
        </Typography>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button size="small" startIcon={<LinkIcon />} onClick={onCopyLink}>
          Copiar link pessoal
        </Button>
        {onMerge && (
          <Button
            size="small"
            startIcon={<MergeTypeIcon />}
            onClick={onMerge}
            aria-label={`Juntar com outro convidado: ${name}`}
          >
            Juntar com outro convidado
          </Button>
        )}
        {pending && (
          <>
            <Button
              size="small"
              startIcon={<WhatsAppIcon />}
              href={whatsappReminderUrl(guest, eventTitle, link)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Lembrar pelo WhatsApp
            </Button>
            <Button
              size="small"
              startIcon={<EmailOutlinedIcon />}
              onClick={onRemindByEmail}
              loading={reminding}
              disabled={guest.email.trim() === ''}
            >
              Lembrar por e-mail
            </Button>
          </>
        )}
      </Box>
    </Card>
  );
}
