import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The welcome shown when the host wrote no description (spec, section 4). */
export const DEFAULT_WELCOME_TITLE = 'Sejam muito bem-vindos!';
export const DEFAULT_WELCOME_TEXT = [
  'Que alegria ter você aqui! Preparamos este cantinho com muito carinho para dividir com as pessoas queridas cada detalhe deste momento tão especial.',
  'Aqui você encontra as informações do evento, pode confirmar sua presença, deixar um recadinho e, se quiser, escolher um presente da nossa lista.',
  'Obrigado por fazer parte da nossa história!',
].join('\n\n');

type Props = {
  titleDescription: string | null;
  description: string | null;
};

/**
 * The intro article. The host's text is shown as text, never as HTML: its newlines become line
 * breaks through `white-space: pre-line`.
 */
export function Intro({ titleDescription, description }: Props) {
  const hasDescription = Boolean(description?.trim());
  const title = hasDescription ? titleDescription?.trim() || DEFAULT_WELCOME_TITLE : DEFAULT_WELCOME_TITLE;
  const text = hasDescription ? (description ?? '') : DEFAULT_WELCOME_TEXT;
  return (
    <Box component="article" aria-labelledby="intro-title">
      <Typography id="intro-title" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography
        component="div"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7, color: 'text.secondary' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
