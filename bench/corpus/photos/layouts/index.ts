import { appCardsCoal } from './dev/app-cards-coal';
import { appCardsDusk } from './dev/app-cards-dusk';
import { appCardsEmber } from './dev/app-cards-ember';
import { appCardsGraphite } from './dev/app-cards-graphite';
import { appCardsLight } from './dev/app-cards-light';
import { appCardsMidnight } from './dev/app-cards-midnight';
import { appCardsNight } from './dev/app-cards-night';
import { appCardsNoir } from './dev/app-cards-noir';
import { appCardsVariety } from './dev/app-cards-variety';
import { appCardsOnyx } from './dev/app-cards-onyx';
import { appCardsPastel } from './dev/app-cards-pastel';
import { appCompactRows } from './dev/app-compact-rows';
import { appCompactSlate } from './dev/app-compact-slate';
import { appCompactInk } from './dev/app-compact-ink';
import { appCompactDim } from './dev/app-compact-dim';
import { appSelectionFirst } from './dev/app-selection-first';
import { chatBubbles } from './dev/chat-bubbles';
import { chatNight } from './dev/chat-night';
import { checkedTicket } from './dev/checked-ticket';
import { hoopsTennisSlip } from './dev/hoops-tennis-slip';
import { hrListicTable } from './dev/hr-listic-table';
import { labelledBlocks } from './dev/labelled-blocks';
import { oddsFirstRows } from './dev/odds-first-rows';
import { oneLineReceipt } from './dev/one-line-receipt';
import { shareCard } from './dev/share-card';
import { thermalCapsTwoLine } from './dev/thermal-caps-two-line';
import { thermalNarrow } from './dev/thermal-narrow';
import { thermalKiosk } from './dev/thermal-kiosk';
import { webSplitTeams } from './dev/web-split-teams';
import { webLeagueGroups } from './dev/web-league-groups';
import { webTicketHistory } from './dev/web-ticket-history';
import { webTableVariety } from './dev/web-table-variety';
import { webBetslipDraft } from './dev/web-betslip-draft';
import { webSlipArchive } from './dev/web-slip-archive';
import { appCompactCarbon } from './dev/app-compact-carbon';
import { chatForwarded } from './dev/chat-forwarded';
import { appEnglishSlip } from './dev/app-english-slip';
import { thermalSystemSlip } from './dev/thermal-system-slip';
import { appCardsSmoke } from './dev/app-cards-smoke';
import { oddsLeadLines } from './dev/odds-lead-lines';
import { appCompactOled } from './dev/app-compact-oled';
import { webOfferWithSlip } from './dev/web-offer-with-slip';
import { appCardsDark } from './sealed/app-cards-dark';
import { appCompactDark } from './sealed/app-compact-dark';
import { chatDark } from './sealed/chat-dark';
import { bsSlip } from './sealed/bs-slip';
import { oddsFirst } from './sealed/odds-first';
import { phoneStatusBar } from './sealed/phone-status-bar';
import { thermalWideColumns } from './sealed/thermal-wide-columns';
import { webCompetitionTable } from './sealed/web-competition-table';
import { appCardsDaylight } from './sealed/app-cards-daylight';
import { thermal58Shop } from './sealed/thermal-58-shop';
import { tipsterPostImage } from './sealed/tipster-post-image';
import { appConfirmModal } from './sealed/app-confirm-modal';
import { emailReceipt } from './sealed/email-receipt';
import { pdfTicketExport } from './dev/pdf-ticket-export';
import { appMatchHeaderDark } from './dev/app-match-header-dark';
import { appTicketDetailDark } from './dev/app-ticket-detail-dark';
import { bsShopSlip } from './dev/bs-shop-slip';
import type { Layout } from './types';

export type SetName = 'dev' | 'sealed';

export const LAYOUT_SETS: Record<SetName, readonly Layout[]> = {
  dev: [
    thermalNarrow,
    appCardsLight,
    appCardsMidnight,
    webSplitTeams,
    hrListicTable,
    oneLineReceipt,
    hoopsTennisSlip,
    appCompactRows,
    chatBubbles,
    chatNight,
    appCardsNight,
    oddsFirstRows,
    appSelectionFirst,
    labelledBlocks,
    checkedTicket,
    shareCard,
    thermalCapsTwoLine,
    webLeagueGroups,
    appCardsGraphite,
    appCompactSlate,
    webTicketHistory,
    appCardsVariety,
    webTableVariety,
    appCardsDusk,
    thermalKiosk,
    appCardsEmber,
    appCompactInk,
    appCardsOnyx,
    appCardsCoal,
    appCompactDim,
    appCardsNoir,
    appCardsPastel,
    webBetslipDraft,
    appCompactCarbon,
    chatForwarded,
    webSlipArchive,
    appEnglishSlip,
    thermalSystemSlip,
    appCardsSmoke,
    oddsLeadLines,
    appCompactOled,
    webOfferWithSlip,
    pdfTicketExport,
    appMatchHeaderDark,
    appTicketDetailDark,
    bsShopSlip,
  ],
  sealed: [
    thermalWideColumns,
    appCardsDark,
    webCompetitionTable,
    bsSlip,
    phoneStatusBar,
    oddsFirst,
    appCompactDark,
    chatDark,
    appCardsDaylight,
    thermal58Shop,
    tipsterPostImage,
    appConfirmModal,
    emailReceipt,
  ],
};
