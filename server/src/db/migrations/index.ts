import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127045601_ListVisits } from './Migration20261127045601_ListVisits.js';
import { Migration20261127045323_StatusCounts } from './Migration20261127045323_StatusCounts.js';
import { Migration20261127044643_LeadDays } from './Migration20261127044643_LeadDays.js';
import { Migration20261127043809_DashboardIndexes } from './Migration20261127043809_DashboardIndexes.js';
import { Migration20261127042309_Team } from './Migration20261127042309_Team.js';
import { Migration20261127005904_AuditTrailByPerson } from './Migration20261127005904_AuditTrailByPerson.js';
import { Migration20261126071057_PasswordChangeRequired } from './Migration20261126071057_PasswordChangeRequired.js';
import { Migration20261126110000_AdminRoles } from './Migration20261126110000_AdminRoles.js';
import { Migration20261126120000_Events } from './Migration20261126120000_Events.js';
import { Migration20261126230000_AuditTrailAppendOnly } from './Migration20261126230000_AuditTrailAppendOnly.js';
import { Migration20261124212711_FormRateLimit } from './Migration20261124212711_FormRateLimit.js';
import { Migration20261124212202_ServerSecrets } from './Migration20261124212202_ServerSecrets.js';
import { Migration20261124210000_MailContent } from './Migration20261124210000_MailContent.js';
import { Migration20261124200000_ChangeNotices } from './Migration20261124200000_ChangeNotices.js';
import { Migration20261124010000_SqlIds } from './Migration20261124010000_SqlIds.js';
import { Migration20261123095711_SpamQuarantine } from './Migration20261123095711_SpamQuarantine.js';
import { Migration20261121202106_Careers } from './Migration20261121202106_Careers.js';
import { Migration20261121201309_LeadsContactAndDemo } from './Migration20261121201309_LeadsContactAndDemo.js';
import { Migration20261121195548_MailOutboxAndRecipients } from './Migration20261121195548_MailOutboxAndRecipients.js';
import { Migration20261121194313_AdminAccounts } from './Migration20261121194313_AdminAccounts.js';
import { Migration20261121191722_Initial } from './Migration20261121191722_Initial.js';

/** Applied in order at start-up. `npm run migration:create -w server` adds to this list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121191722_Initial', class: Migration20261121191722_Initial },
  { name: 'Migration20261121194313_AdminAccounts', class: Migration20261121194313_AdminAccounts },
  { name: 'Migration20261121195548_MailOutboxAndRecipients', class: Migration20261121195548_MailOutboxAndRecipients },
  { name: 'Migration20261121201309_LeadsContactAndDemo', class: Migration20261121201309_LeadsContactAndDemo },
  { name: 'Migration20261121202106_Careers', class: Migration20261121202106_Careers },
  { name: 'Migration20261123095711_SpamQuarantine', class: Migration20261123095711_SpamQuarantine },
  { name: 'Migration20261124010000_SqlIds', class: Migration20261124010000_SqlIds },
  { name: 'Migration20261124200000_ChangeNotices', class: Migration20261124200000_ChangeNotices },
  { name: 'Migration20261124210000_MailContent', class: Migration20261124210000_MailContent },
  { name: 'Migration20261124212202_ServerSecrets', class: Migration20261124212202_ServerSecrets },
  { name: 'Migration20261124212711_FormRateLimit', class: Migration20261124212711_FormRateLimit },
  { name: 'Migration20261126071057_PasswordChangeRequired', class: Migration20261126071057_PasswordChangeRequired },
  { name: 'Migration20261126110000_AdminRoles', class: Migration20261126110000_AdminRoles },
  { name: 'Migration20261126120000_Events', class: Migration20261126120000_Events },
  { name: 'Migration20261126230000_AuditTrailAppendOnly', class: Migration20261126230000_AuditTrailAppendOnly },
  { name: 'Migration20261127005904_AuditTrailByPerson', class: Migration20261127005904_AuditTrailByPerson },
  { name: 'Migration20261127042309_Team', class: Migration20261127042309_Team },
  { name: 'Migration20261127043809_DashboardIndexes', class: Migration20261127043809_DashboardIndexes },
  { name: 'Migration20261127044643_LeadDays', class: Migration20261127044643_LeadDays },
  { name: 'Migration20261127045323_StatusCounts', class: Migration20261127045323_StatusCounts },
  { name: 'Migration20261127045601_ListVisits', class: Migration20261127045601_ListVisits },
];
