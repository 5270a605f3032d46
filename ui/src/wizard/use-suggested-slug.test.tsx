import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Resolver, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../forms/FormTextField';
import { SlugField } from '../forms/SlugField';
import type { SlugLookUp } from '../forms/use-slug-check';
import { useSuggestedSlug } from './use-suggested-slug';

type Values = { title: string; slug: string };

/** Both fields required, as the wizards' schemas say. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.title) errors.title = { type: 'required', message: 'Preencha o título.' };
  if (!values.slug) errors.slug = { type: 'required', message: 'Preencha o link.' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

type StepProps = {
  lookUp: SlugLookUp;
  initial?: Values;
  typed?: boolean;
  ownSlug?: string;
  onLeave?: (typed: boolean) => void;
};

/** A wizard's list step reduced to the title and the link, with its 'Continuar' and 'Voltar'. */
function Step({ lookUp, initial = { title: '', slug: '' }, typed = false, ownSlug, onLeave }: StepProps) {
  const {
    control,
    setValue,
    handleSubmit,
    formState: { isSubmitted },
  } = useForm<Values>({ resolver, defaultValues: initial });
  const link = useSuggestedSlug({
    control,
    setValue,
    isSubmitted,
    typed,
    lookUp,
    ...(ownSlug ? { ownSlug } : {}),
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <FormTextField control={control} name="title" label="Título" />
      <SlugField
        control={control}
        name="slug"
        label="Link do site"
        prefix="https://site.celebra.com.br/"
        check={link.check}
        onTyped={link.onTyped}
      />
      <button type="button" onClick={() => onLeave?.(link.isTyped())}>
        Voltar
      </button>
      <button type="submit" disabled={link.held}>
        Continuar
      </button>
    </form>
  );
}

function renderStep(props: StepProps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Step {...props} />
    </QueryClientProvider>,
  );
}

const free: SlugLookUp = async () => ({ available: true, message: '' });
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const link = () => screen.getByLabelText('Link do site') as HTMLInputElement;
const next = () => screen.getByRole('button', { name: 'Continuar' });

describe('useSuggestedSlug', () => {
  it('fills the link from the title, looks it up and lets the step go on once it is free', async () => {
    const lookUp = vi.fn(free);
    renderStep({ lookUp });
    type('Título', 'Casamento de Ana & João');
    expect(link()).toHaveValue('casamento-de-ana-joao');
    expect(screen.getByText('Verificando…')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(await screen.findByText('Link disponível')).toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp.mock.calls[0]?.[0]).toBe('casamento-de-ana-joao');
  });

  it('cuts a long title to the longest link, without a trailing dash', () => {
    renderStep({ lookUp: free });
    // 99 letters, then the dash that would be the 100th character of the link.
    type('Título', `${'a'.repeat(99)} ${'b'.repeat(30)}`);
    expect(link().value).toBe('a'.repeat(99));
  });

  it('holds the step while the link is refused, saying why', async () => {
    renderStep({ lookUp: async () => ({ available: false, message: 'Este link já está em uso.' }) });
    type('Título', 'Chá da Bia');
    expect(await screen.findByText('Este link já está em uso.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('stops following the title once the link is typed, and follows it again once emptied', async () => {
    const onLeave = vi.fn();
    renderStep({ lookUp: free, onLeave });
    type('Título', 'Chá da Bia');
    type('Link do site', 'bia-2027');
    type('Título', 'Chá de bebê da Bia');
    expect(link()).toHaveValue('bia-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onLeave).toHaveBeenLastCalledWith(true);

    type('Link do site', '');
    type('Título', 'Chá da Bia e do Léo');
    expect(link()).toHaveValue('cha-da-bia-e-do-leo');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onLeave).toHaveBeenLastCalledWith(false);
  });

  it('keeps a link typed on an earlier visit of the step', () => {
    renderStep({ lookUp: free, initial: { title: 'Chá da Bia', slug: 'bia-2027' }, typed: true });
    type('Título', 'Chá de bebê da Bia');
    expect(link()).toHaveValue('bia-2027');
  });

  it("counts the form's own link free, which the look-up would call taken", () => {
    renderStep({
      lookUp: async () => ({ available: false, message: 'Este link já está em uso.' }),
      initial: { title: 'Chá da Bia', slug: 'cha-da-bia' },
      typed: true,
      ownSlug: 'cha-da-bia',
    });
    expect(screen.getByText('Link disponível')).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it("checks the suggestion once 'Continuar' was tried, so the link's 'required' goes away", async () => {
    renderStep({ lookUp: free });
    fireEvent.click(next());
    expect(await screen.findByText('Preencha o link.')).toBeInTheDocument();
    type('Título', 'Chá da Bia');
    await waitFor(() => expect(screen.queryByText('Preencha o link.')).not.toBeInTheDocument());
    expect(link()).toHaveValue('cha-da-bia');
  });
});
