import { apiRoutes } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import BoltIcon from '@mui/icons-material/Bolt';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../common/api';
import { useHostEvent } from '../../../common/session';

/** The paid extras on offer, each leading to the service package. */
export function TurboServices() {
  const alert = useAlert();
  const event = useHostEvent();
  const { data, error } = useQuery({
    queryKey: ['usersListEventServices', event.id],
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersListEventServices, { params: { eventId: event.id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao buscar serviços.'));
  const turbo = data?.services.turbo ?? [];
  if (turbo.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="turbo-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="turbo-title" variant="h3" component="h2">
        Turbine o seu site
      </Typography>
      <List dense>
        {turbo.map((service) => (
          <ListItem
            key={service.id}
            disableGutters
            secondaryAction={
              <Button component={RouterLink} to="/service-package" size="small" variant="outlined">
                {formatBRL(service.price)}
              </Button>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <BoltIcon color="primary" />
            </ListItemIcon>
            <ListItemText primary={service.name} secondary={service.description} sx={{ pr: 12 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
