import { introTexts } from '@celebra/shared/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  titleDescription: string | null;
  description: string | null;
};

/**
 * The intro article. The host's text is shown as text, never as HTML: its newlines become line
 * breaks through `white-space: pre-line`.
 */
export function Intro({ titleDescription, description }: Props) {
  const { title, text } = introTexts(titleDescription, description);
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
