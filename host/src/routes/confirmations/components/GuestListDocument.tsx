import { formatDateTime } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from '../../../common/pdf/register-pdf-fonts';
import { countTotals, isChild } from './count-people';
import { guestStatusLabel } from './guest-status';
import { answerTo, type TGuestListExtras } from './question-columns';

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
  cell: { paddingRight: 4 },
  email: { fontSize: 8.5 },
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

/** Column widths in percent: the A4 page's when there are no questions, a landscape page's with them. */
const PORTRAIT = { number: 4, name: 19, email: 25, phone: 16, status: 11, companions: 25 };
const LANDSCAPE = { number: 3, name: 13, email: 16, phone: 11, status: 7, companions: 15 };

// What the e-mail column holds on one line in its smaller type.
const EMAIL_FITS = 28;

/**
 * A long e-mail may wrap after its '@' and dots: the fonts' registration never splits a word
 * (names stay whole), so it would otherwise run into the next column. Shorter ones stay one
 * unbroken word, which is what a host copying it from the PDF gets.
 */
const breakableEmail = (email: string) =>
  email.length <= EMAIL_FITS ? email : email.replace(/([@.])/g, '$1\u200B');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Casamento · 3 convidados · 4 pessoas confirmadas (3 adultos, 1 criança) · 1 não vai · 2 sem
 * resposta', one string so that it stays one line of text.
 */
function summary(eventTitle: string, guests: readonly TGuest[], childrenMaxAge: number): string {
  const totals = countTotals(guests, childrenMaxAge);
  const people = totals.adults + totals.children;
  return [
    eventTitle,
    plural(guests.length, 'convidado', 'convidados'),
    `${plural(people, 'pessoa confirmada', 'pessoas confirmadas')} (${plural(totals.adults, 'adulto', 'adultos')}, ${plural(totals.children, 'criança', 'crianças')})`,
    `${totals.declined} não ${totals.declined === 1 ? 'vai' : 'vão'}`,
    `${totals.pending} sem resposta`,
  ].join(' · ');
}

function companionsText(guest: TGuest, childrenMaxAge: number): string {
  if (guest.companions.length === 0) return '-';
  return guest.companions
    .map(
      (companion) =>
        `${companion.name} (${companion.age} anos, ${isChild(companion.age, childrenMaxAge) ? 'criança' : 'adulto'})`,
    )
    .join(', ');
}

type Props = {
  eventTitle: string;
  guests: readonly TGuest[];
  extras: TGuestListExtras;
  generatedAt: Date;
};

/**
 * The guest list as a PDF document: the head counts on top, then one row per guest with contact,
 * answer, companions, the answers to the event's questions (a column each, the page turned
 * landscape to hold them) and the message. Set in the font `registerPdfFonts` registers, which
 * must run before it is rendered.
 */
export function GuestListDocument({ eventTitle, guests, extras, generatedAt }: Props) {
  const { childrenMaxAge, questions } = extras;
  const widths = questions.length > 0 ? LANDSCAPE : PORTRAIT;
  const questionWidth = questions.length > 0 ? 35 / questions.length : 0;
  const cell = (width: number) => [styles.cell, { width: `${width}%` }];
  return (
    <Document title={`Lista de convidados - ${eventTitle}`} author="Celebra" language="pt-BR">
      <Page size="A4" orientation={questions.length > 0 ? 'landscape' : 'portrait'} style={styles.page} wrap>
        <Text style={styles.title}>Lista de convidados</Text>
        <Text style={styles.summary}>{summary(eventTitle, guests, childrenMaxAge)}</Text>
        <View style={styles.header} fixed>
          <Text style={cell(widths.number)}>#</Text>
          <Text style={cell(widths.name)}>Nome</Text>
          <Text style={cell(widths.email)}>E-mail</Text>
          <Text style={cell(widths.phone)}>Telefone</Text>
          <Text style={cell(widths.status)}>Situação</Text>
          <Text style={cell(widths.companions)}>Acompanhantes</Text>
          {questions.map((question) => (
            <Text key={question.id} style={cell(questionWidth)}>
              {question.label}
            </Text>
          ))}
        </View>
        {guests.map((guest, index) => (
          <View key={guest.id} style={styles.row} wrap={false}>
            <View style={styles.cells}>
              <Text style={cell(widths.number)}>{String(index + 1)}</Text>
              <Text style={cell(widths.name)}>{`${guest.firstName} ${guest.lastName}`}</Text>
              <Text style={[...cell(widths.email), styles.email]}>{breakableEmail(guest.email)}</Text>
              <Text style={cell(widths.phone)}>{guest.phoneNumber}</Text>
              <Text style={cell(widths.status)}>{guestStatusLabel(guest.attending)}</Text>
              <Text style={cell(widths.companions)}>{companionsText(guest, childrenMaxAge)}</Text>
              {questions.map((question) => (
                <Text key={question.id} style={cell(questionWidth)}>
                  {answerTo(guest, question.id) || '-'}
                </Text>
              ))}
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
