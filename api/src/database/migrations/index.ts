import { Foundation1763769600000 } from './1763769600000-Foundation.js';
import { Fees1764374400000 } from './1764374400000-Fees.js';
import { SeedFees1764374400001 } from './1764374400001-SeedFees.js';
import { Enquiries1764374400002 } from './1764374400002-Enquiries.js';
import { Uploads1764374400003 } from './1764374400003-Uploads.js';
import { Payments1764374400004 } from './1764374400004-Payments.js';
import { BackOffice1764979200000 } from './1764979200000-BackOffice.js';
import { PaymentIntegrity1765584000000 } from './1765584000000-PaymentIntegrity.js';
import { FormDefinitions1766188800000 } from './1766188800000-FormDefinitions.js';
import { FeeCodes1766188800001 } from './1766188800001-FeeCodes.js';
import { SharedState1766188800140 } from './1766188800140-SharedState.js';
import { MailQueue1766188800141 } from './1766188800141-MailQueue.js';
import { FormDefinitionCounters1766188800150 } from './1766188800150-FormDefinitionCounters.js';
import { FileLinks1766793600000 } from './1766793600000-FileLinks.js';
import { StaffSignIn1766793600001 } from './1766793600001-StaffSignIn.js';
import { Retention1766793600002 } from './1766793600002-Retention.js';
import { ErasureRequests1766793600003 } from './1766793600003-ErasureRequests.js';
import { RateLimitBatches1795411130136 } from './1795411130136-RateLimitBatches.js';
import { CorrectionRequests1795414828798 } from './1795414828798-CorrectionRequests.js';
import { EnquiryReplies1795421928748 } from './1795421928748-EnquiryReplies.js';
import { ApplicationQueue1795423581324 } from './1795423581324-ApplicationQueue.js';
import { ReplyTemplates1795430000000 } from './1795430000000-ReplyTemplates.js';
import { MailTemplates1795430000001 } from './1795430000001-MailTemplates.js';
import { StoredCompleteness1795930252295 } from './1795930252295-StoredCompleteness.js';
import { DraftRevisions1795809725476 } from './1795809725476-DraftRevisions.js';
import { ApplicationLife1795500000000 } from './1795500000000-ApplicationLife.js';
import { FormCatalogue1795934079476 } from './1795934079476-FormCatalogue.js';
import { RefundRequests1795934175213 } from './1795934175213-RefundRequests.js';
import { EmulatorBuyerChoices1795942065516 } from './1795942065516-EmulatorBuyerChoices.js';
import { LiveHelp1795942224928 } from './1795942224928-LiveHelp.js';
import { PaymentMethods1795943098426 } from './1795943098426-PaymentMethods.js';
import { BankTransfers1795943668382 } from './1795943668382-BankTransfers.js';
import { BankRefunds1795944900000 } from './1795944900000-BankRefunds.js';
import { ApplicantLanguage1795950000000 } from './1795950000000-ApplicantLanguage.js';
import { EnquiryLanguage1795951000000 } from './1795951000000-EnquiryLanguage.js';
import { SavesWithoutIndexChanges1795952000000 } from './1795952000000-SavesWithoutIndexChanges.js';
import { RoomForSaves1795953000000 } from './1795953000000-RoomForSaves.js';

/** Every migration in order; TypeORM applies the ones not yet recorded at start-up. */
export const migrations = [
  Foundation1763769600000,
  Fees1764374400000,
  SeedFees1764374400001,
  Enquiries1764374400002,
  Uploads1764374400003,
  Payments1764374400004,
  BackOffice1764979200000,
  PaymentIntegrity1765584000000,
  FormDefinitions1766188800000,
  FeeCodes1766188800001,
  SharedState1766188800140,
  MailQueue1766188800141,
  FormDefinitionCounters1766188800150,
  FileLinks1766793600000,
  StaffSignIn1766793600001,
  Retention1766793600002,
  ErasureRequests1766793600003,
  RateLimitBatches1795411130136,
  CorrectionRequests1795414828798,
  EnquiryReplies1795421928748,
  ApplicationQueue1795423581324,
  ReplyTemplates1795430000000,
  MailTemplates1795430000001,
  DraftRevisions1795809725476,
  ApplicationLife1795500000000,
  StoredCompleteness1795930252295,
  FormCatalogue1795934079476,
  RefundRequests1795934175213,
  EmulatorBuyerChoices1795942065516,
  LiveHelp1795942224928,
  PaymentMethods1795943098426,
  BankTransfers1795943668382,
  BankRefunds1795944900000,
  ApplicantLanguage1795950000000,
  EnquiryLanguage1795951000000,
  SavesWithoutIndexChanges1795952000000,
  RoomForSaves1795953000000,
];
