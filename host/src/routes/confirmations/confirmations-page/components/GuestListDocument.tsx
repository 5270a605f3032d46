import { formatDateTime } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { countPeople } from './count-people';
import { PDF_FONT_FAMILY } from './guest-list-pdf/register-pdf-fonts';

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 10, fontFamily: PDF_FONT_FAMILY, color: '#222' },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  summary: { fontSize: 10, color: '#555', marginBottom: 16 },
  header: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderBottomColor: '#999',
    paddingBottom: 4,
    fontWeight: 700,
  },
  row: { borderBottomWidth: 0.5, borderBottomColor: '#ddd', paddingVertical: 5 },
  cells: { flexDirection: 'row' },
  message: { marginTop: 3, marginLeft: '5%', color: '#555' },
  number: { width: '5%' },
  name: { width: '25%', paddingRight: 4 },
  email: { width: '27%', paddingRight: 4 },
  phone: { width: '16%', paddingRight: 4 },
  companions: { width: '27%' },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 32,
    right: 32,
    fontSize: 8,
    color: '#888',
    textAlign: 'right',
  },
});

/** 'Casamento · 3 convidados · 4 pessoas no total', one string so that it stays one line of text. */
function summary(eventTitle: string, guests: readonly TGuest[]): string {
  const people = countPeople(guests);
  const guestsText = `${guests.length} ${guests.length === 1 ? 'convidado' : 'convidados'}`;
  return `${eventTitle} · ${guestsText} · ${people} ${people === 1 ? 'pessoa' : 'pessoas'} no total`;
}

type Props = { eventTitle: string; guests: readonly TGuest[]; generatedAt: Date };

/**
 * The guest list as a PDF document: one row per guest with contact, companions and message. Set in
 * the font `registerPdfFonts` registers, which must run before it is rendered.
 */
export function GuestListDocument({ eventTitle, guests, generatedAt }: Props) {
  return (
    <Document title={`Lista de convidados - ${eventTitle}`} author="Celebra" language="pt-BR">
      <Page size="A4" style={styles.page} wrap>
        <Text style={styles.title}>Lista de convidados</Text>
        <Text style={styles.summary}>{summary(eventTitle, guests)}</Text>
        <View style={styles.header} fixed>
          <Text style={styles.number}>#</Text>
          <Text style={styles.name}>Nome</Text>
          <Text style={styles.email}>E-mail</Text>
          <Text style={styles.phone}>Telefone</Text>
          <Text style={styles.companions}>Acompanhantes</Text>
        </View>
        {guests.map((guest, index) => (
          <View key={guest.id} style={styles.row} wrap={false}>
            <View style={styles.cells}>
              <Text style={styles.number}>{String(index + 1)}</Text>
              <Text style={styles.name}>{`${guest.firstName} ${guest.lastName}`}</Text>
              <Text style={styles.email}>{guest.email}</Text>
              <Text style={styles.phone}>{guest.phoneNumber}</Text>
              <Text style={styles.companions}>
                {guest.companions.length === 0
                  ? '-'
                  : guest.companions
                      .map((companion) => `${companion.name} (${companion.age} anos)`)
                      .join(', ')}
              </Text>
            </View>
            {guest.message ? <Text style={styles.message}>{`Mensagem: ${guest.message}`}</Text> : null}
          </View>
        ))}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `Gerada em ${formatDateTime(generatedAt)} · página ${pageNumber} de ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}
