import { type TPreRegistrationEmail, ZPreRegistrationEmailSchema } from '@celebra/shared/api';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

type Props = { defaultEmail: string; busy: boolean; onSearch: (email: string) => void };

/** The e-mail typed by the user when none was passed from the registration. */
export function EmailLookupForm({ defaultEmail, busy, onSearch }: Props) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZPreRegistrationEmailSchema),
    defaultValues: { email: defaultEmail } satisfies TPreRegistrationEmail,
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(({ email }) => onSearch(email))}>
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Consultar
      </Button>
      <Typography align="center" color="text.secondary">
        <Link component={RouterLink} to="/login">
          Voltar para o login
        </Link>
      </Typography>
    </Stack>
  );
}
