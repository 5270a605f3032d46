import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef } from 'react';

type Props = {
  label: string;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
  sx?: SxProps<Theme>;
};

/** A camera button that opens the file picker for an image. */
export function ImagePickerButton({ label, disabled, onPick, sx }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        aria-label={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
        sx={{ bgcolor: 'rgba(255,255,255,0.92)', '&:hover': { bgcolor: '#fff' }, boxShadow: 2, ...sx }}
      >
        <PhotoCameraOutlinedIcon />
      </IconButton>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`${label}-input`}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
