/**
 * An image field with a preview and a 'Nova imagem' button: the picked file is compressed in the
 * browser (original on failure) and handed to the form; until then the current image shows.
 */

import { compressImage } from '@celebra/ui/images';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

type Props = {
  /** The image already stored, if any. */
  currentUrl?: string | null;
  file: File | null | undefined;
  onChange: (file: File) => void;
  error?: string | undefined;
  label?: string;
};

export function ImagePicker({ currentUrl, file, onChange, error, label }: Props) {
  const translate = useTranslate();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [isCompressing, setCompressing] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;

  return (
    <Box>
      {label ? (
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {label}
        </Typography>
      ) : null}
      <Box
        sx={{
          width: 200,
          height: 200,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={translate('celebra.image.preview')}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <AddPhotoAlternateIcon color="disabled" sx={{ fontSize: 64 }} />
        )}
      </Box>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        hidden
        data-testid="image-input"
        onChange={async (event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          setCompressing(true);
          try {
            onChange(await compressImage(picked));
          } finally {
            setCompressing(false);
          }
        }}
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        sx={{ mt: 1 }}
        startIcon={isCompressing ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
        disabled={isCompressing}
      >
        {translate('celebra.image.new')}
      </Button>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
