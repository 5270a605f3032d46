/**
 * The waiting screen's time, from the server's `usualWaitMinutes` (the median over the platform's
 * latest events created from a request): in minutes under an hour, in hours under a day and a
 * half, in days beyond; a fixed time when the platform has too few events to tell.
 */
export function usualWaitText(minutes: number | null | undefined): string {
  if (!minutes) return 'Normalmente o evento fica pronto em até 1 dia útil.';
  return `Normalmente o evento fica pronto em cerca de ${durationText(minutes)}, pelo tempo dos últimos eventos criados.`;
}

function durationText(minutes: number): string {
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return hours === 1 ? '1 hora' : `${hours} horas`;
  const days = Math.round(hours / 24);
  return `${days} dias`;
}
