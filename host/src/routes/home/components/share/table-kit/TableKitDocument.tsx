import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from '../../../../../common/pdf/register-pdf-fonts';
import { breakLink } from './break-link';

/** What each card asks of the guest, under the couple's title. */
export const TABLE_CARD_CALL = 'Deixe seu recado, confirme presença e veja a lista de presentes';

/** Characters of the link per line that fit a card's width at the link's size. */
const LINK_LINE_WIDTH = 38;

// Dashed lines between the four quarters of the sheet: where the host cuts.
const CUT_LINE = { borderColor: '#999', borderStyle: 'dashed' as const };

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, color: '#222', flexDirection: 'row', flexWrap: 'wrap' },
  card: {
    width: '50%',
    height: '50%',
    padding: 28,
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
  },
  cutRight: { ...CUT_LINE, borderRightWidth: 1 },
  cutBottom: { ...CUT_LINE, borderBottomWidth: 1 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 8 },
  call: { fontSize: 11, color: '#444', marginBottom: 14, lineHeight: 1.4 },
  code: { width: 150, height: 150, marginBottom: 10 },
  hint: { fontSize: 9, color: '#666', marginBottom: 4 },
  link: { fontSize: 10, fontWeight: 700, textAlign: 'center' },
});

type Props = {
  eventTitle: string;
  /** The site's link, written out under the code for whoever cannot scan it. */
  siteUrl: string;
  /** The site link's QR code, a PNG data URL. */
  qrCode: string;
};

/**
 * The printable table-card kit: one A4 sheet of four identical cards, cut along the dashed lines,
 * each with the event's title, what the site offers, the site's QR code and its link. Set in the
 * font `registerPdfFonts` registers, which must run before it is rendered.
 */
export function TableKitDocument({ eventTitle, siteUrl, qrCode }: Props) {
  const linkLines = breakLink(siteUrl, LINK_LINE_WIDTH);
  const quarters = [[styles.cutRight, styles.cutBottom], [styles.cutBottom], [styles.cutRight], []];
  return (
    <Document title={`Kit de mesa - ${eventTitle}`} author="Celebra" language="pt-BR">
      <Page size="A4" style={styles.page}>
        {quarters.map((cuts, index) => (
          // The four cards are the same: their place on the sheet is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions, never reordered
          <View key={index} style={[styles.card, ...cuts]}>
            <Text style={styles.title}>{eventTitle}</Text>
            <Text style={styles.call}>{TABLE_CARD_CALL}</Text>
            <Image style={styles.code} src={qrCode} />
            <Text style={styles.hint}>Aponte a câmera do celular para o código ou acesse:</Text>
            {linkLines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the link's lines, in their order
              <Text key={lineIndex} style={styles.link}>
                {line}
              </Text>
            ))}
          </View>
        ))}
      </Page>
    </Document>
  );
}
