import { slugify } from '@celebra/shared/format';
import { useAlert } from '@celebra/ui/alert';
import { useQrCodes } from '@celebra/ui/qr';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import IosShareIcon from '@mui/icons-material/IosShare';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { shareSiteText, shareSiteUrl } from '../../../../common/site-url';
import { shareLinks } from './share-links';

type QrCodeCardProps = {
  caption: string;
  alt: string;
  link: string;
  code: string | undefined;
  fileName: string;
};

/** One QR code with what it opens, its link written out and its PNG download. */
function QrCodeCard({ caption, alt, link, code, fileName }: QrCodeCardProps) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <Box sx={{ width: 180, height: 180, display: 'grid', placeItems: 'center' }}>
        {code ? (
          <Box component="img" src={code} alt={alt} sx={{ width: 180, height: 180 }} />
        ) : (
          <CircularProgress aria-label={`Gerando ${alt}`} />
        )}
      </Box>
      <Typography component="figcaption" sx={{ fontWeight: 700 }}>
        {caption}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {link}
      </Typography>
      <Button
        component="a"
        href={code}
        download={fileName}
        disabled={!code}
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        aria-label={`Baixar QR Code (PNG): ${caption}`}
      >
        Baixar QR Code (PNG)
      </Button>
    </Box>
  );
}

type Props = { eventTitle: string; slug: string; onClose: () => void };

/**
 * 'Compartilhar o Seu Site': the invitation by WhatsApp, the link copied or handed to the phone's
 * own share sheet (navigator.share, offered only where it exists), the QR codes of the site and of its
 * confirmation form (drawn in the browser, each downloadable as a PNG), and the printable kit of
 * table cards. A chunk of its own, with the QR library loaded when it opens.
 */
export function ShareDialog({ eventTitle, slug, onClose }: Props) {
  const alert = useAlert();
  const links = shareLinks(slug);
  const codes = useQrCodes([links.site, links.confirmation]);
  const [siteCode, confirmationCode] = codes ?? [];
  const [printing, setPrinting] = useState(false);
  const name = slugify(slug) || 'evento';

  // The phone's own share sheet, where the browser has one (phones; few desktops).
  const canShare = typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(links.site);
      alert.success('Link do site copiado.');
    } catch (error) {
      alert.error(error, 'Não foi possível copiar o link.');
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({
        title: eventTitle,
        text: shareSiteText(eventTitle, links.site),
        url: links.site,
      });
    } catch (error) {
      // Closing the share sheet without choosing is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      alert.error(error, 'Não foi possível compartilhar o link.');
    }
  };

  const downloadKit = async () => {
    if (!siteCode) return;
    setPrinting(true);
    try {
      const { downloadTableKit } = await import('./table-kit/download-table-kit');
      await downloadTableKit(eventTitle, links.site, siteCode);
    } catch (error) {
      alert.error(error, 'Não foi possível gerar o kit de mesa.');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">Compartilhar o Seu Site</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Envie o link aos convidados ou imprima os QR Codes: quem aponta a câmera do celular abre o site.
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <QrCodeCard
            caption="Site do evento"
            alt="QR Code do site"
            link={links.site}
            code={siteCode}
            fileName={`qr-code-site-${name}.png`}
          />
          <QrCodeCard
            caption="Confirmação de presença"
            alt="QR Code da confirmação de presença"
            link={links.confirmation}
            code={confirmationCode}
            fileName={`qr-code-confirmacao-${name}.png`}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          O kit de mesa traz, numa folha A4, quatro cartões com o QR Code do site para recortar e deixar nas
          mesas.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={downloadKit}
          loading={printing}
          disabled={!siteCode}
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
        >
          Baixar kit de mesa (PDF)
        </Button>
        <Button onClick={copyLink} variant="outlined" startIcon={<ContentCopyIcon />}>
          Copiar link
        </Button>
        {canShare && (
          <Button onClick={shareNatively} variant="outlined" startIcon={<IosShareIcon />}>
            Compartilhar…
          </Button>
        )}
        <Button
          href={shareSiteUrl(eventTitle, links.site)}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
        >
          Enviar pelo WhatsApp
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
