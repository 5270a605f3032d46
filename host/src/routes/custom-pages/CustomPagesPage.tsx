import Paper from '@mui/material/Paper';
import { SuggestionForm } from '../../common/gift-suggestion/SuggestionForm';
import { Page } from '../../common/layout/Page';

/** custom-pages: the suggestion form again, for a page the host would like on the site. */
export function CustomPagesPage() {
  return (
    <Page
      title="Páginas Personalizadas"
      subtitle="Conte para a nossa equipe qual página você gostaria de ter no seu site."
      maxWidth={720}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SuggestionForm
          titleLabel="Título da página"
          descriptionLabel="O que a página deve mostrar"
          submitLabel="Enviar"
        />
      </Paper>
    </Page>
  );
}
