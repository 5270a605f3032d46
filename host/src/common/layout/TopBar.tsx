import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useNavigate } from 'react-router';
import { Logo } from './Logo';

/** The coloured bar of every dashboard page but home: back arrow and logo. */
export function TopBar() {
  const navigate = useNavigate();
  const back = () => {
    // A page opened directly has nothing behind it in this app: go home instead of leaving.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/home');
  };
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" color="inherit" onClick={back} aria-label="Voltar">
          <ArrowBackIcon />
        </IconButton>
        <Logo color="inherit" size={26} />
      </Toolbar>
    </AppBar>
  );
}
