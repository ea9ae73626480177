import AssignmentIcon from '@mui/icons-material/Assignment';
import CalculateIcon from '@mui/icons-material/Calculate';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DevicesIcon from '@mui/icons-material/Devices';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import FolderIcon from '@mui/icons-material/Folder';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MapIcon from '@mui/icons-material/Map';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PersonIcon from '@mui/icons-material/Person';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import QuizIcon from '@mui/icons-material/Quiz';
import RedeemIcon from '@mui/icons-material/Redeem';
import SmokingRoomsIcon from '@mui/icons-material/SmokingRooms';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { ReactElement } from 'react';

/** One icon per side-menu item, by the MENU keys of domain/permissions.ts. */
export const MENU_ICONS: Record<string, ReactElement> = {
  home: <HomeIcon />,
  projects: <FolderIcon />,
  profile: <PersonIcon />,
  sessions: <EventNoteIcon />,
  calendar: <CalendarMonthIcon />,
  map: <PersonPinCircleIcon />,
  sessionsEdit: <EditCalendarIcon />,
  scratchCards: <CreditCardIcon />,
  newDevices: <QrCodeScannerIcon />,
  tradePoints: <StorefrontIcon />,
  devices: <DevicesIcon />,
  programs: <ViewModuleIcon />,
  salaries: <CalculateIcon />,
  photoCheck: <PhotoCameraIcon />,
  audit: <ChecklistIcon />,
  dataMatrixes: <QrCode2Icon />,
  pointsCoverage: <MapIcon />,
  cigarettes: <SmokingRoomsIcon />,
  equipment: <Inventory2Icon />,
  logout: <ExitToAppIcon />,
  activity: <AssignmentIcon />,
  referenceData: <LibraryBooksIcon />,
  brands: <LocalOfferIcon />,
  formats: <CategoryIcon />,
  compliments: <RedeemIcon />,
  disclaimers: <GavelIcon />,
  media: <PermMediaIcon />,
  interviewKits: <QuizIcon />,
};
