import { apiRoutes } from '@celebra/shared/api';
import { maskPhone, PHONE_MAX_LENGTH } from '@celebra/shared/format';
import { LEGAL_TEXTS } from '@celebra/shared/messages';
import { type TRegisterForm, ZRegisterFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../common/api';
import { AuthLayout } from '../../common/layout/AuthLayout';
import { LegalLinks, PRIVACY_PATH, TERMS_PATH } from '../../common/legal/LegalLinks';
import { savePreRegisterToken } from '../pre-register/pre-register-token';

// The terms' box starts unticked: the schema takes only `true`, so it is left out here.
const EMPTY: Omit<TRegisterForm, 'acceptTerms'> = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Registration: the account's data, 'Concluir', then the pre-registration's payment screen. */
export function RegisterPage() {
  const alert = useAlert();
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterFormSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (body) => {
    try {
      const { token } = await api.call(apiRoutes.usersPreRegister, { body });
      // This browser's proof of the registration: the pre-registration page sends it.
      savePreRegisterToken(body.email, token);
      navigate('/pre-register', { state: { email: body.email } });
    } catch (error) {
      alert.error(error, 'Erro ao fazer o cadastro.');
    }
  });

  return (
    <AuthLayout
      title="Crie sua conta"
      subtitle="Cadastre-se para montar a lista de presentes e o site do seu evento."
      maxWidth={560}
    >
      <Grid component="form" container spacing={2} onSubmit={submit} noValidate>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label="Nome" autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Sobrenome" autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phoneNumber"
            label="Telefone"
            type="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            mask={maskPhone}
            slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="password"
            label="Senha"
            type="password"
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirme a senha"
            type="password"
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={
                    <>
                      {LEGAL_TEXTS.acceptTermsLead}{' '}
                      <Link component={RouterLink} to={TERMS_PATH} target="_blank" rel="noopener">
                        {LEGAL_TEXTS.termsTitle}
                      </Link>{' '}
                      {LEGAL_TEXTS.acceptTermsJoin}{' '}
                      <Link component={RouterLink} to={PRIVACY_PATH} target="_blank" rel="noopener">
                        {LEGAL_TEXTS.privacyTitle}
                      </Link>
                    </>
                  }
                />
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            Concluir
          </Button>
        </Grid>
        <Grid size={12}>
          <Typography align="center" color="text.secondary">
            Já tem conta?{' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
              Entrar
            </Link>
            {' · '}
            <Link component={RouterLink} to="/pre-register" sx={{ fontWeight: 700 }}>
              Consultar meu cadastro
            </Link>
          </Typography>
        </Grid>
        <Grid size={12}>
          <LegalLinks newTab />
        </Grid>
      </Grid>
    </AuthLayout>
  );
}
