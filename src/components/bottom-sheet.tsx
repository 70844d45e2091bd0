import type { ReactNode } from 'react';
import { Popup } from 'react-vant/es/popup/index.js';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps {
  visible: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A rounded sheet from the bottom holding one action's form. */
export function BottomSheet({ visible, title, onClose, children }: BottomSheetProps) {
  return (
    <Popup visible={visible} position="bottom" round closeable title={title} onClose={onClose} safeAreaInsetBottom>
      <div className={styles.body}>{children}</div>
    </Popup>
  );
}
