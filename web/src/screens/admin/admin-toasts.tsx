import { ToastContainer, toast } from 'react-toastify';

/** The admin's notices (spec part 2 §9): top right, 5 s, closable, draggable, paused on hover and focus loss. */
export function AdminToasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton
      draggable
      pauseOnHover
      pauseOnFocusLoss
    />
  );
}

export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
};
