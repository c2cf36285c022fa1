import { PageHeader } from "../../ui/page-header";
import { useCan } from "../../entities/permissions";
import { AppointmentRemindersCard } from "./appointment-reminders-card";
import { BackupCard } from "./backup-card";
import { ImportClientsCard } from "./import-clients-card";
import { FiscalPrinterCard } from "./fiscal-printer-card";
import { OnlineBookingCard } from "./online-booking-card";
import { OpeningHoursCard } from "./opening-hours-card";
import { PrivacyCard } from "./privacy-card";
import { QuickServicesCard } from "./quick-services-card";
import { SalonInfoCard } from "./salon-info-card";
import { WhatsappStatusCard } from "./whatsapp-status-card";

export default function SettingsPage() {
  // Backups hold every client's data: only the owner makes, lists and downloads them.
  const mayBackUp = useCan("backups.manage");
  const mayManage = useCan("settings.write");
  // The RT, its agents and their tokens: the owner's (settings.write).
  // The privacy notice and the clients due for erasure: the owner's, who alone erases.
  const mayErase = useCan("clients.delete");
  // Importing creates and merges clients: whoever may edit clients (owner and reception).
  const mayImport = useCan("clients.update");
  return (
    <>
      <PageHeader title="Impostazioni" subtitle="Orari del salone, prenotazioni online, servizi rapidi, messaggi WhatsApp e dati del salone." />
      <div className="grid items-start gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-4">
          <OpeningHoursCard />
          <OnlineBookingCard />
          {mayErase && <PrivacyCard />}
          {mayImport && <ImportClientsCard />}
          {mayManage && <FiscalPrinterCard />}
        </div>
        <div className="flex flex-col gap-4">
          <QuickServicesCard />
          <WhatsappStatusCard />
          {mayManage && <AppointmentRemindersCard />}
          <SalonInfoCard />
          {mayBackUp && <BackupCard />}
        </div>
      </div>
    </>
  );
}
