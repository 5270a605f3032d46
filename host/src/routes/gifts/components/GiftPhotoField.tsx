import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

type Props = {
  /** The photo the gift has now, if any. */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

/** The gift's photo: picked from the phone, previewed before it is sent. */
export function GiftPhotoField({ currentUrl, file, onChange, error }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        src={shown ?? undefined}
        alt={shown ? 'Foto do presente' : undefined}
        sx={{ width: 88, height: 88 }}
      >
        <CardGiftcardOutlinedIcon />
      </Avatar>
      <Stack spacing={0.5}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />}>
          {shown ? 'Trocar foto' : 'Escolher foto'}
          <input
            type="file"
            accept="image/*"
            hidden
            data-testid="gift-photo-input"
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (picked) onChange(picked);
            }}
          />
        </Button>
        {error ? (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Opcional
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
