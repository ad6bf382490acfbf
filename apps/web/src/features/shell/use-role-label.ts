import { useTranslation } from 'react-i18next';
import { normaliseRole } from '@sarafi/core';

/** The translated name of a role; a value outside the known three is shown as stored rather than as 'user'. */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: string) => (normaliseRole(role) === role ? t(`app.roles.${role}`) : role);
}
