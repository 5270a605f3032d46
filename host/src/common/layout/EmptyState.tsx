import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a list shows when it has nothing. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', bgcolor: 'transparent' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
